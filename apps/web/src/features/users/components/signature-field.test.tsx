import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../test/fetch';
import { clearSession, storeSession } from '../../../lib/storage';
import { renderWithProviders } from '../../../../test/render';
import { SignatureField } from './signature-field';

const STORED = `/api/archivos/firmas/${'b'.repeat(32)}.png`;

describe('signature field', () => {
  afterEach(() => clearSession());

  it('shows the stored signature fetched through the protected file route', async () => {
    storeSession({ token: 'tok', userId: 1, role: 1, email: 'a@huella.pe', name: 'A', clientId: null });
    const fetchMock = stubFetch({ [`GET ${STORED}`]: { body: 'png' } });
    renderWithProviders(
      <SignatureField file={null} hasStored storedUrl={STORED} error={null} onChange={() => {}} />,
    );
    const image = await screen.findByRole('img', { name: 'Firma registrada' });
    expect(image.getAttribute('src')).toMatch(/^blob:/);
    const [, init] = fetchMock.mock.calls[0] ?? [];
    // An <img src> could not send the session's token; the fetch does.
    expect((init?.headers as Record<string, string> | undefined)?.Authorization).toBe('Bearer tok');
  });

  it('says it is not available when the server refuses it', async () => {
    stubFetch({ [`GET ${STORED}`]: { status: 404, body: { error: 'No encontrado' } } });
    renderWithProviders(
      <SignatureField file={null} hasStored storedUrl={STORED} error={null} onChange={() => {}} />,
    );
    expect(await screen.findByRole('img', { name: 'Firma registrada (no disponible)' })).toBeTruthy();
  });
});
