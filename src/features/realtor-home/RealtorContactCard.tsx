import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { DotList } from '@/features/layout/DotList';
import { dialableNumber } from '@/lib/phone';
import type { CachedRealtor } from '@/server/realtors/cached';
import { realtorPortrait } from '@/server/realtors/share';
import { photoImageProps } from './photo-image';
import styles from './RealtorPage.module.css';
import { messengers, realtorCredentials } from './RealtorShell';

/**
 * Who answers and the ways to reach them now: the realtor's portrait, name, license and brokerage,
 * then their phone, e-mail and KakaoTalk (only the ones they have), each a link with its icon.
 * Beside the homepage's contact form (with the social profiles as `children`), and beside a
 * listing's details (with the listing's own action).
 */
export async function RealtorContactCard({
  realtor,
  name,
  heading: Heading,
  headingId,
  children,
}: {
  realtor: CachedRealtor;
  /** The name the page shows (realtorDisplayName). */
  name: string;
  /** h3 under the homepage's contact heading; h2 where the card is a section of its own. */
  heading: 'h2' | 'h3';
  headingId?: string;
  children?: ReactNode;
}) {
  const [t, credentials] = await Promise.all([getTranslations('RealtorHome'), realtorCredentials(realtor)]);
  const portrait = realtorPortrait(realtor);
  const chats = messengers(realtor);
  return (
    <div className={styles.contactCard}>
      {portrait ? (
        // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- optimised through getImageProps; decorative beside the name
        <img {...photoImageProps({ src: portrait.url, alt: '', width: 72, height: 90 })} className={styles.contactPortrait} />
      ) : null}
      <Heading id={headingId} className={styles.contactName}>
        {name}
      </Heading>
      {credentials.length ? <DotList items={credentials} className={styles.contactMeta} /> : null}
      {realtor.contactPhone || realtor.email || chats.length ? (
        <ul className={styles.contactLinks} aria-label={t('contactDirect')}>
          {realtor.contactPhone ? (
            <li className={styles.phoneLink}>
              <a href={`tel:${dialableNumber(realtor.contactPhone)}`}>{realtor.contactPhone}</a>
            </li>
          ) : null}
          {realtor.email ? (
            <li className={styles.emailLink}>
              <a href={`mailto:${realtor.email}`}>{realtor.email}</a>
            </li>
          ) : null}
          {chats.map(({ key, href }) => (
            <li key={key} className={styles.chatLink}>
              <a href={href} rel="noopener" target="_blank">
                {t(key)}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {children}
    </div>
  );
}
