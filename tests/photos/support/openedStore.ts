// A user's photo store on a test's phone (a fake-indexeddb factory), remembered so the test closes it.
import { openPhotoStore, type PhotoStore } from '../../../src/photos/photoStore';

export async function openedStore(
  email: string,
  factory: IDBFactory,
  opened: { close(): void }[],
): Promise<PhotoStore> {
  const result = await openPhotoStore(email, factory);
  if (!result.ok) throw new Error(result.problem);
  opened.push(result.value);
  return result.value;
}
