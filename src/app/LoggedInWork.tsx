// What runs beside every screen once someone is logged in: the connection upload left unsent with no
// signal (sent when signal returns, its problem told on the connection screens) and the photos' sender
// with its banner. One chunk, asked for at login, so the public pages' first screen carries neither.
import PhotoSending from './PhotoSending.tsx';
import { PendingUploads } from './PendingUploads.tsx';

export default function LoggedInWork({ onUnsent }: { onUnsent: (count: number) => void }) {
  return (
    <>
      <PendingUploads />
      <PhotoSending onUnsent={onUnsent} />
    </>
  );
}
