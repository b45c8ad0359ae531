// The report's page of photos, on the real client and simulator: each photo with its kind in words,
// its note and the time taken, this phone's not sent yet marked, the job's note; a job with no photo
// says so in one line.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ProviderApi } from '../../src/api/client.ts';
import { openPhotoStore } from '../../src/photos/photoStore.ts';
import DocumentScreen from '../../src/screens/report/DocumentScreen.tsx';
import { emptyProject, project } from '../../src/state/project.ts';
import { resetRun } from '../../src/state/run.ts';
import { shrunkPhoto } from '../photos/support/shrunkPhoto.ts';
import { FAST } from '../simulator/helpers.ts';
import { initTestI18n, renderScreen, testStep } from '../support/renderScreen.tsx';
import { phoneWithPhotoStorage, sentPhoto } from '../support/shownPhotos.ts';
import { simulatorClient } from '../support/simulatorClient.ts';

const S = '3P_35A_1009'; // in installer@example.com's fleet
let api: ProviderApi;
const reportStep = testStep({
  path: '/commissioning-report',
  screen: 'document',
  title: 'report.title',
  props: { document: 'report' },
});

beforeAll(async () => {
  await initTestI18n();
});
beforeEach(async () => {
  phoneWithPhotoStorage();
  ({ api } = await simulatorClient({ as: 'installer@example.com', simulator: { speed: FAST } }));
  Object.assign(project, emptyProject(), { serialNumber: S });
  resetRun();
});

describe("the report's photos", () => {
  it("lists each photo with its kind, time and note, this phone's not sent yet marked, and the job's note", async () => {
    await sentPhoto(api, S, {
      kind: 'meterBoard',
      takenAt: '2025-03-14T09:00:00Z',
      note: 'Covers off, main switch off',
    });
    await sentPhoto(api, S, { kind: 'ctClamp', phase: 'L3', takenAt: '2025-03-14T09:05:00Z' });
    const store = await openPhotoStore('installer@example.com');
    if (!store.ok) throw new Error(store.problem);
    await store.value.add({
      job: { serial: S, job: 'j1' },
      kind: 'damageFound',
      photo: shrunkPhoto(),
      note: 'Cracked cover on the meter',
      takenAt: new Date('2025-03-14T09:10:00Z'),
    });
    await store.value.setJobNote({ serial: S, job: 'j1' }, 'Tenant of unit 3 was not home.');
    store.value.close();

    renderScreen(DocumentScreen, reportStep, { api });
    const section = await screen.findByTestId('report-photos', {}, { timeout: 5000 });
    const photos = await within(section).findAllByTestId('report-photo');
    await waitFor(() => expect(within(section).getAllByRole('img')).toHaveLength(3)); // every one, for the print dialog
    expect(photos.map((p) => within(p).getByRole('img').getAttribute('alt'))).toEqual([
      'Meter board, covers off',
      'CT clamp on L3',
      'Damage found before the work',
    ]);
    expect(photos[0]).toHaveTextContent('Covers off, main switch off');
    expect(photos[0]).toHaveTextContent('Mar 14, 2025');
    expect(photos[1]).not.toHaveTextContent('Not sent yet');
    expect(photos[2]).toHaveTextContent('Not sent yet');
    expect(photos[2]).toHaveTextContent('Cracked cover on the meter');
    expect(within(section).getByTestId('report-job-note')).toHaveTextContent(
      'Note on the jobTenant of unit 3 was not home.',
    );
    expect(section).toHaveClass('report-photos'); // print.css: on pages of their own
  });

  it('says in one line that no photo was taken, and takes no page of its own', async () => {
    renderScreen(DocumentScreen, reportStep, { api });
    const section = await screen.findByTestId('report-photos', {}, { timeout: 5000 });
    expect(await within(section).findByText('No photos were taken of this job.')).toBeInTheDocument();
    expect(within(section).queryByTestId('report-photo')).toBeNull();
    expect(section).not.toHaveClass('report-photos');
  });
});
