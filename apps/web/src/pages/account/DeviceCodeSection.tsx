import type { DeviceCodeResponse } from '@gridrace/protocol';
import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { signInApi } from '../../app/sign-in-services.ts';
import { failureText, t } from '../../i18n/messages.ts';

// The QR code's library is fetched only when a code is shown: the app's first load does not carry it.
const loadQr = () => import('uqr');

/**
 * Sign another device in (docs/accounts.md#another-device): a code to type there, the same as
 * a QR code of its link for a phone's camera, and how long it has left (five minutes, once).
 */
export function DeviceCodeSection(): JSX.Element {
  const [code, setCode] = useState<DeviceCodeResponse | null>(null);
  const [qr, setQr] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [error, setError] = useState<string | null>(null);
  const expiresAt = code ? Date.parse(code.expiresAt) : 0;
  const left = Math.max(0, expiresAt - now);

  useEffect(() => {
    if (!code) return;
    let live = true;
    loadQr().then(
      // SVG made here from the server's link (our own origin and code), not from anyone's input.
      ({ renderSVG }) => live && setQr(renderSVG(code.link, { pixelSize: 6, border: 2 })),
      () => undefined,
    );
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [code]);

  const make = () => {
    setError(null);
    setQr(null);
    signInApi.createDeviceCode().then(
      (made) => {
        setNow(Date.now());
        setCode(made);
      },
      (failure: unknown) => setError(failureText(failure)),
    );
  };
  const live = code !== null && left > 0;
  const seconds = Math.ceil(left / 1000);
  return (
    <section class="account-section device-code" aria-labelledby="device-code-title" data-device-codes>
      <h2 id="device-code-title">{t('deviceCode.title')}</h2>
      <p>{t('deviceCode.how')}</p>
      {live && (
        <div class="device-code-shown">
          <p class="device-code-text" data-device-code>
            {code.code}
          </p>
          {qr && <div class="device-code-qr" role="img" aria-label={t('deviceCode.qr')} dangerouslySetInnerHTML={{ __html: qr }} />}
          <p>
            {t('deviceCode.orOpen')} <a href={code.link}>{code.link}</a>
          </p>
          <p role="timer" aria-live="off" data-device-code-left>
            {t('deviceCode.left', { time: `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}` })}
          </p>
        </div>
      )}
      {code !== null && !live && <p data-device-code-expired>{t('deviceCode.expired')}</p>}
      <button type="button" class="button" data-make-device-code onClick={make}>
        {t(code === null ? 'deviceCode.make' : 'deviceCode.makeAnother')}
      </button>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
