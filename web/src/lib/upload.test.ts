import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { reply, startFakeApi, type FakeApi, type FakeRequest } from '../../test/fake-api';
import { UploadError } from './api-error';
import i18n from './i18n';
import { uploadImage } from './upload';

// The media host answers a refusal in the language the app is in (decision 0027), whatever the browser's.
let server: FakeApi;
beforeAll(async () => {
  server = await startFakeApi(
    {},
    {
      'POST /upload': (request: FakeRequest) =>
        reply.error(
          415,
          request.headers['accept-language'] === 'es' ? 'No se pudo leer el archivo como imagen.' : 'Not an image.',
        ),
    },
  );
});
afterAll(async () => {
  await server.close();
});
afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('uploadImage', () => {
  it("sends the app's language and rejects with the host's detail in it", async () => {
    await i18n.changeLanguage('es');
    const signature = {
      apiKey: 'local',
      timestamp: 1,
      signature: 's',
      cloudName: 'local',
      uploadUrl: `${server.url}/upload`,
    };
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff, 1, 2])], 'casa.jpg', { type: 'image/jpeg' });
    const refused = await uploadImage(file, signature).then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(refused).toBeInstanceOf(UploadError);
    expect(refused).toMatchObject({ status: 415, responseText: 'No se pudo leer el archivo como imagen.' });
    expect(server.requests.at(-1)?.headers['accept-language']).toBe('es');
  });
});
