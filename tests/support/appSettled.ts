// A whole-app render logged in asks for the logged-in work's chunk (LoggedInWork.tsx) lazily. If that import ends after the
// file's last test, React renders it after jsdom is gone ("window is not defined", CI red). Importing
// this waits, after the file's tests (each unmounted by cleanup), for that chunk and for the work its
// arrival schedules: React commits a revealed Suspense boundary up to 300 ms later, on a timer.
import { afterAll } from 'vitest';

afterAll(async () => {
  await import('../../src/app/LoggedInWork.tsx');
  await new Promise((resolve) => setTimeout(resolve, 400));
});
