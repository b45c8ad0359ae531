// G-11: share links for three networks, every part URL-encoded. Networks and hashtags are our
// choice (the documents give none): Facebook, LinkedIn and X, #SolShare #SolarForEveryone #SharedSolar.
export interface ShareLink {
  network: 'facebook' | 'linkedin' | 'x';
  href: string;
}

export function shareLinks(text: string, url: string, hashtags: readonly string[]): ShareLink[] {
  const e = encodeURIComponent;
  const tagged = `${text} ${hashtags.map((h) => `#${h}`).join(' ')}`;
  return [
    // Facebook takes one hashtag of its own; the rest travel in the quote
    {
      network: 'facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${e(url)}&quote=${e(tagged)}&hashtag=${e(`#${hashtags[0] ?? ''}`)}`,
    },
    // LinkedIn's share box takes free text only, so the link and tags are part of it
    { network: 'linkedin', href: `https://www.linkedin.com/feed/?shareActive=true&text=${e(`${tagged} ${url}`)}` },
    {
      network: 'x',
      href: `https://twitter.com/intent/tweet?text=${e(text)}&url=${e(url)}&hashtags=${e(hashtags.join(','))}`,
    },
  ];
}
