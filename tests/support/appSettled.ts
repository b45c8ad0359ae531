// A whole-app render logged in asks for the photo sender's chunk lazily. If that import ends after the
// file's last test, React renders it after jsdom is gone ("window is not defined", CI red). Importing
// this waits, after the file's tests, for that chunk and for the work its arrival schedules.
import { afterAll } from 'vitest';

afterAll(async () => {
  await import('../../src/app/PhotoSending.tsx');
  await new Promise((resolve) => setTimeout(resolve, 50)); // React's ping runs on a macrotask
});
