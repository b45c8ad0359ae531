// While someone is logged in: their photos are sent in the background on whatever screen they are, and
// the banner says how many are still on the phone. Part of the chunk the shell loads only once someone
// is logged in (LoggedInWork.tsx), so the first screen does not carry it. It tells the shell how many
// wait (the logout asks first when some do); leaving (logout, a 401, another user) stops the sender.
import { useEffect } from 'react';
import { PhotosToSend } from './PhotosToSend.tsx';
import { usePhotoSending, useSendingStatus } from './usePhotoSending.ts';

export default function PhotoSending({ onUnsent }: { onUnsent: (count: number) => void }) {
  usePhotoSending();
  const { toSend } = useSendingStatus();
  useEffect(() => {
    onUnsent(toSend);
    return () => onUnsent(0);
  }, [toSend, onUnsent]);
  return <PhotosToSend />;
}
