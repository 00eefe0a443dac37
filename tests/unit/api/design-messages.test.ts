/** @jest-environment node */
jest.mock('server-only', () => ({}));
// The compiled messages are the build's; the raw files carry the same keys.
jest.mock('next-intl/server', () => ({
  getMessages: async ({ locale }: { locale: string }) => (locale === 'fr' ? jest.requireActual('@/messages/fr.json') : jest.requireActual('@/messages/en.json')),
}));

import { GET } from '@/app/api/design/messages/route';
import { designMessagesContract } from '@/lib/edge/api/contracts/design-messages';
import { expectFailure, expectReply } from './contract-expect';

const get = (query: string) => GET(new Request(`http://localhost:3000/api/design/messages${query}`, { headers: { host: 'localhost:3000' } }));

describe('GET /api/design/messages', () => {
  it("answers the design editor's strings in the language asked, and nothing else, for the browser to keep", async () => {
    const response = await get('?locale=fr');
    expect(response.headers.get('cache-control')).toBe('private, max-age=3600');
    const { messages } = await expectReply(designMessagesContract, response);
    expect(Object.keys(messages).sort()).toEqual(['Artwork', 'Design', 'DieCut', 'ProofShare', 'Validation']);
    expect(Object.keys(messages.ProofShare as object)).toEqual(['share']);
    expect(Object.keys(messages.Validation as object)).toEqual(['projectName']);
    expect((messages.Design as { goBack: string }).goBack).toBe(jest.requireActual('@/messages/fr.json').Design.goBack);
  });

  it.each(['', '?locale=de', '?locale=../en'])('answers 400 for %j', async (query) => {
    await expectFailure(designMessagesContract, await get(query), 400, 'invalid');
  });
});
