// Whether the phone has signal, as the photo sender asks it: navigator.onLine, and the online and
// offline events. An interface so the sender's tests can take the signal away and give it back.

export interface PhoneNetwork {
  isOnline(): boolean;
  /** `onChange` runs when the phone goes on- or offline; returns the unsubscribe */
  subscribe(onChange: () => void): () => void;
}

export const browserNetwork: PhoneNetwork = {
  // no navigator (Node): assume signal, and let a failed call say otherwise
  isOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
  subscribe(onChange) {
    if (typeof window === 'undefined') return () => undefined;
    window.addEventListener('online', onChange);
    window.addEventListener('offline', onChange);
    return () => {
      window.removeEventListener('online', onChange);
      window.removeEventListener('offline', onChange);
    };
  },
};
