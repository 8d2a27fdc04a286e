'use client';

import '@/features/forms/zod-jitless';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { Fragment, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Controller, get, useFieldArray, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { AnchorMenu } from '@/features/layout/AnchorMenu';
import { Link, useRouter } from '@/i18n/navigation';
import { apiErrorMessage, mainApi } from '@/lib/api-client';
import { formatUsd, formatUsdAmount } from '@/lib/format';
import { isCalendarDate } from '@/lib/validators';
import { LOCALES, localizePath, type Locale } from '@/i18n/locales';
import { CONTENT_FALLBACK, CONTENT_LANG_TAG, CONTENT_LANGS, contentLangOf, type ContentLang } from '@/lib/content-language';
import { ETC_INFO_TYPES, PHOTO_PATHS, REALTOR_LIMITS, REALTOR_STATES, REALTOR_TEMPLATES, type EtcInfoType, type PhotoPath } from '@/lib/schemas/realtor';
import styles from './Admin.module.css';
import { NoticeRegion, type Notice } from './NoticeRegion';
import {
  editorSchema,
  emptySection,
  missingTexts,
  MULTI_PHOTO_PATHS,
  TEXT_FIELDS,
  toCreateBody,
  toEditorValues,
  toPhotoGroups,
  toUpdateBody,
  type EditorOutput,
  type EditorValues,
  type PhotoGroups,
} from './editor-values';
import { PhotoGroup } from './PhotoGroup';
import type { TemplatePictures } from './template-pictures';
import { useLeaveGuard } from './use-leave-guard';
import { useHydrated } from '@/features/forms/use-hydrated';

type Name = FieldPath<EditorValues>;

export interface EditorProps {
  /** null: a new realtor (admins only). */
  realtorId: number | null;
  initialValues: EditorValues;
  initialPhotos: PhotoGroups;
  /** Admins edit every field; an owner leaves the address, domain and publication to the admins. */
  admin: boolean;
  /** After a create, the editor goes to `{editBasePath}/{id}` (admins). */
  editBasePath: string;
  /** A sample homepage's first screen in each template, beside its name. */
  templatePictures: TemplatePictures;
}

/**
 * The realtor editor, for create and edit (issue #7): every field of SPEC §3 in groups, the helper
 * validators inline (the shared zod schema, messages in the page's language), the server's field
 * messages beside the fields, the photo groups, and a preview link. Success and failure show in an
 * alert region (SPEC §8).
 */
export function RealtorEditor({ realtorId, initialValues, initialPhotos, admin, editBasePath, templatePictures }: EditorProps) {
  const hydrated = useHydrated();
  const t = useTranslations('Admin');
  const locale = useLocale() as Locale;
  const te = useTranslations('Api');
  const router = useRouter();
  const [photos, setPhotos] = useState(initialPhotos);
  /** Photos added, removed or moved since the page was loaded or saved (they are saved with the form). */
  const [photosChanged, setPhotosChanged] = useState(false);
  const [busyPaths, setBusyPaths] = useState<ReadonlySet<PhotoPath>>(new Set());
  const [failedPaths, setFailedPaths] = useState<ReadonlySet<PhotoPath>>(new Set());
  const [notice, setNotice] = useState<Notice>();
  /** Set once a create succeeded: the page is leaving; a second click must not create again. */
  const [created, setCreated] = useState(false);
  const form = useForm<EditorValues, unknown, EditorOutput>({ resolver: zodResolver(editorSchema), defaultValues: initialValues, mode: 'onTouched' });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = form;
  const unsaved = (isDirty || photosChanged) && !created;
  useLeaveGuard(unsaved, t('leaveUnsaved'));
  const regions = useFieldArray({ control: form.control, name: 'activityRegion' });
  const sections = useFieldArray({ control: form.control, name: 'additionalSections' });
  const testimonials = useFieldArray({ control: form.control, name: 'testimonials' });

  const onBusyChange = useCallback((path: PhotoPath, busy: boolean) => setBusyPaths(withPath(path, busy)), []);
  const onFailedChange = useCallback((path: PhotoPath, failed: boolean) => setFailedPaths(withPath(path, failed)), []);

  const errorText = (name: Name): string | undefined => {
    const message = (get(errors, name) as { message?: string } | undefined)?.message;
    if (!message) return undefined;
    return te.has(`errors.${message}` as 'errors.required') ? te(`errors.${message}` as 'errors.required') : message;
  };

  /** An input, select or textarea with its label and error. */
  const field = (name: Name, label: string, control: (props: ReturnType<typeof register> & Record<string, unknown>) => ReactNode, hint?: string) => {
    const id = `realtor-${name.replaceAll('.', '-')}`;
    const error = errorText(name);
    const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
    return (
      <div className={styles.field}>
        <label htmlFor={id}>{label}</label>
        {control({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described, ...register(name, numberFields.has(name) ? { valueAsNumber: true } : undefined) })}
        {hint ? (
          <p id={`${id}-hint`} className={styles.hint}>
            {hint}
          </p>
        ) : null}
        {error ? (
          <p id={`${id}-error`} className={styles.error}>
            {error}
          </p>
        ) : null}
      </div>
    );
  };
  const text = (name: Name, label: string, options: { type?: string; maxLength?: number; hint?: string; readOnly?: boolean; autoComplete?: string } = {}) =>
    field(
      name,
      label,
      (props) => (
        <input
          type={options.type ?? 'text'}
          // HTML allows a maximum length on text-like inputs only, not on numbers or dates.
          maxLength={options.type === 'number' || options.type === 'date' ? undefined : (options.maxLength ?? REALTOR_LIMITS.shortText)}
          readOnly={options.readOnly}
          autoComplete={options.autoComplete ?? 'off'}
          {...props}
        />
      ),
      options.hint,
    );
  /**
   * A date picker, unless the stored date (as loaded, saved or imported) is one no calendar has
   * ("2023-02-31" passes the SPEC's pattern): a date input would show it empty and save it so; a
   * text input keeps it to be mended.
   */
  const date = (name: 'careerStart' | 'careerEnd', label: string, hint?: string) => {
    const stored = form.formState.defaultValues?.[name] ?? '';
    const type = !stored || isCalendarDate(stored) ? 'date' : 'text';
    return text(name, label, { type, hint: [type === 'text' ? t('hints.date') : '', hint].filter(Boolean).join(' ') || undefined });
  };
  const area = (name: Name, label: string, maxLength: number, rows = 6) => field(name, label, (props) => <textarea rows={rows} maxLength={maxLength} {...props} />);
  /** A Y/N field of the SPEC as a checkbox: ticked is "Y". */
  const yesNo = (name: YesNoName, label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field: { value, onChange, onBlur, ref } }) => (
        <div className={styles.check}>
          <input id={`realtor-${name}`} type="checkbox" ref={ref} checked={value === 'Y'} onChange={(event) => onChange(event.target.checked ? 'Y' : 'N')} onBlur={onBlur} />
          <label htmlFor={`realtor-${name}`}>{label}</label>
        </div>
      )}
    />
  );

  /** A field left invalid in a hidden language tab: show that tab. */
  const showInvalidTab = (invalid: typeof errors) => {
    const lang = CONTENT_LANGS.find((l) => {
      const keys = TEXT_FIELDS[l];
      const sectionErrors = (invalid.additionalSections ?? []) as Record<string, unknown>[];
      return invalid[keys.displayName] || invalid[keys.aboutMe] || invalid.seoMeta?.[l] || Object.values(sectionErrors).some((e) => e?.[keys.title] || e?.[keys.body]);
    });
    if (lang) setTextLang(lang);
  };

  /** The server's field messages beside their fields (on their language tab), and its message above the buttons. */
  const showServerErrors = (error: unknown, fallback: string) => {
    const fields = (error as { fields?: Record<string, string> }).fields ?? {};
    for (const [path, message] of Object.entries(fields)) setError(path as Name, { message });
    showInvalidTab(form.formState.errors);
    setNotice({ kind: 'error', text: apiErrorMessage(error, fallback) });
  };

  const submit = handleSubmit(async (values) => {
    setNotice(undefined);
    if (busyPaths.size) {
      setNotice({ kind: 'error', text: t('waitForUploads') });
      return;
    }
    // A save never reports success while a photo the realtor chose is not in it.
    if (failedPaths.size) {
      setNotice({ kind: 'error', text: t('failedUploads') });
      return;
    }
    try {
      if (realtorId === null) {
        const { id } = await mainApi.createRealtor(toCreateBody(values, photos));
        setCreated(true);
        router.push(`${editBasePath}/${id}?notice=created`);
        return;
      }
      const saved = await mainApi.updateRealtor(realtorId, toUpdateBody(values, photos, { admin }));
      reset(toEditorValues(saved));
      setPhotos(toPhotoGroups(saved.photos ?? []));
      setPhotosChanged(false);
      setNotice({ kind: 'success', text: t('updated') });
    } catch (error) {
      showServerErrors(error, t('saveFailed'));
    }
  }, showInvalidTab);

  /**
   * Opens, in a new tab, the page as the unsaved changes would make it (decision 037): the
   * changes are checked as a save checks them and kept an hour; nothing is saved.
   */
  const previewChanges = handleSubmit(async (values) => {
    setNotice(undefined);
    if (realtorId === null) return;
    if (busyPaths.size) {
      setNotice({ kind: 'error', text: t('waitForUploads') });
      return;
    }
    // Opened before the request, while the click still counts: a tab opened after it is a blocked pop-up.
    const tab = window.open('', '_blank');
    try {
      const { path } = await mainApi.previewRealtor(realtorId, toUpdateBody(values, photos, { admin }));
      if (tab) tab.location.href = localizePath(path, locale);
      else setNotice({ kind: 'error', text: t('previewBlocked') });
    } catch (error) {
      tab?.close();
      showServerErrors(error, t('previewFailed'));
    }
  }, showInvalidTab);

  const [desiredUrl, color, template, salesTotal] = useWatch({ control: form.control, name: ['desiredUrl', 'designMainColor', 'template', 'lastYearSalesTotal'] });
  // The amount with its separators, and as the homepage writes it ("$22.30M", "2,230만 달러").
  const salesTotalHint =
    typeof salesTotal === 'number' && Number.isFinite(salesTotal) && salesTotal > 0
      ? t('hints.usdAmount', { amount: formatUsd(salesTotal, locale), shown: formatUsdAmount(salesTotal, locale) })
      : t('hints.usd');
  const allValues = useWatch({ control: form.control }) as EditorValues;
  // A section opened from the strip starts below it, however many rows the strip wraps to.
  const navRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const nav = navRef.current;
    if (!nav) return;
    const observer = new ResizeObserver(() => nav.parentElement?.style.setProperty('--editor-nav-height', `${nav.offsetHeight}px`));
    observer.observe(nav);
    return () => observer.disconnect();
  }, []);
  const groupLinks = EDITOR_GROUPS.map((group) => ({ href: `#editor-${group}`, label: t(`groups.${group}`) }));
  const [textLang, setTextLang] = useState<ContentLang>(contentLangOf(locale));
  const languageName = (lang: ContentLang) => new Intl.DisplayNames(locale, { type: 'language' }).of(CONTENT_LANG_TAG[lang]) ?? lang;
  /** Arrow keys move between the language tabs (WAI-ARIA tabs). */
  const onTabKey = (event: React.KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = CONTENT_LANGS[(CONTENT_LANGS.indexOf(textLang) + step + CONTENT_LANGS.length) % CONTENT_LANGS.length]!;
    setTextLang(next);
    document.getElementById(`editor-tab-${next}`)?.focus();
  };

  return (
    <form className={styles.editor} noValidate onSubmit={(event) => void submit(event)} aria-label={t('editorLabel')}>
      {/* The groups of a long form, as anchors that stay on screen: a strip on wide screens, a menu on phones. */}
      <nav ref={navRef} className={styles.editorNav} aria-label={t('editorSections')}>
        <ul className={styles.editorStrip}>
          {groupLinks.map((link) => (
            <li key={link.href}>
              <a href={link.href}>{link.label}</a>
            </li>
          ))}
        </ul>
        <AnchorMenu label={t('editorSections')} items={groupLinks} className={styles.editorMenu} />
      </nav>
      {/* Disabled until the page hydrates (a field left before that is never validated) and while
          saving (what is typed meanwhile would be overwritten by the saved values). */}
      <fieldset className={styles.editorFields} disabled={!hydrated || isSubmitting || created}>
      <section aria-labelledby="editor-profile">
        <h2 id="editor-profile">{t('groups.profile')}</h2>
        {admin ? (
          <>
            {text('desiredUrl', t('fields.desiredUrl'), { hint: t('hints.desiredUrl') })}
            <div className={styles.check}>
              <input id="realtor-published" type="checkbox" {...register('published')} />
              <label htmlFor="realtor-published">{t('fields.published')}</label>
            </div>
            {yesNo('isMakeHomepage', t('fields.isMakeHomepage'))}
          </>
        ) : null}
        {text('licenseNumber', t('fields.licenseNumber'))}
        {text('brokerage', t('fields.brokerage'), { maxLength: REALTOR_LIMITS.name })}
        <div className={styles.row}>
          {date('careerStart', t('fields.careerStart'))}
          {date('careerEnd', t('fields.careerEnd'), t('hints.careerEnd'))}
        </div>
        <div className={styles.row}>
          {text('salesCount', t('fields.salesCount'), { type: 'number' })}
          {text('lastYearSalesTotal', t('fields.lastYearSalesTotal'), { type: 'number', hint: salesTotalHint })}
        </div>
        {admin ? (
          <>
            {text('madeForRealtor', t('fields.madeForRealtor'), { maxLength: REALTOR_LIMITS.name, hint: t('hints.internal') })}
            {text('ppProfileId', t('fields.ppProfileId'), { hint: t('hints.internal') })}
          </>
        ) : null}
      </section>

      <section aria-labelledby="editor-contact">
        <h2 id="editor-contact">{t('groups.contact')}</h2>
        {text('contactPhone', t('fields.contactPhone'), { type: 'tel', maxLength: 20, hint: t('hints.phone') })}
        {text('email', t('fields.email'), { type: 'email', maxLength: 254 })}
        {text('kakaoLink', t('fields.kakaoLink'), { type: 'url', maxLength: REALTOR_LIMITS.url })}
        {text('lineLink', t('fields.lineLink'), { type: 'url', maxLength: REALTOR_LIMITS.url, hint: t('hints.lineLink') })}
        {admin ? text('hompageUrl', t('fields.hompageUrl'), { type: 'url', maxLength: REALTOR_LIMITS.url, hint: t('hints.hompageUrl') }) : null}
      </section>

      <section aria-labelledby="editor-company">
        <h2 id="editor-company">{t('groups.company')}</h2>
        {COMPANY_TYPES.map((type) => (
          <Fragment key={type}>{text(`etc.${type}`, t(`etcTypes.${type}`), { maxLength: REALTOR_LIMITS.url })}</Fragment>
        ))}
      </section>

      <section aria-labelledby="editor-regions">
        <h2 id="editor-regions">{t('groups.regions')}</h2>
        {regions.fields.map((item, index) => (
          <fieldset key={item.id} className={styles.item}>
            <legend>{t('regionNumber', { number: index + 1 })}</legend>
            <div className={styles.row}>
              {field(`activityRegion.${index}.state`, t('fields.state'), (props) => (
                <select {...props}>
                  {REALTOR_STATES.map((state) => (
                    <option key={state} value={state}>
                      {state}
                    </option>
                  ))}
                </select>
              ))}
              {text(`activityRegion.${index}.city`, t('fields.city'))}
            </div>
            <div className={styles.row}>
              {text(`activityRegion.${index}.neighborhood`, t('fields.neighborhood'))}
              {text(`activityRegion.${index}.zipcode`, t('fields.zipcode'), { maxLength: 5 })}
            </div>
            <button type="button" className={styles.secondary} onClick={() => regions.remove(index)}>
              {t('removeItem', { item: t('regionNumber', { number: index + 1 }) })}
            </button>
          </fieldset>
        ))}
        <button type="button" className={styles.secondary} onClick={() => regions.append({ state: 'CA', city: '', neighborhood: '', zipcode: '' })} disabled={regions.fields.length >= REALTOR_LIMITS.listItems}>
          {t('addRegion')}
        </button>
      </section>

      <section aria-labelledby="editor-texts">
        <h2 id="editor-texts">{t('groups.texts')}</h2>
        <p className={styles.hint}>{t('hints.texts')}</p>
        <ul className={styles.fallbackOrder}>
          {LOCALES.map((page) => (
            <li key={page}>
              {t('hints.fallbackOrder', {
                page: languageName(contentLangOf(page)),
                order: CONTENT_FALLBACK[page].map(languageName).join(' → '),
              })}
            </li>
          ))}
        </ul>
        <div role="tablist" aria-label={t('languageTabs')} className={styles.tabs} onKeyDown={onTabKey}>
          {CONTENT_LANGS.map((lang) => {
            const missing = missingTexts(allValues, lang);
            return (
              <button
                key={lang}
                type="button"
                role="tab"
                id={`editor-tab-${lang}`}
                aria-controls={`editor-panel-${lang}`}
                aria-selected={textLang === lang}
                tabIndex={textLang === lang ? 0 : -1}
                className={styles.tab}
                onClick={() => setTextLang(lang)}
              >
                <span>{languageName(lang)}</span>{' '}
                <span className={missing ? styles.tabMissing : styles.tabComplete}>{missing ? t('missing', { count: missing }) : t('complete')}</span>
              </button>
            );
          })}
        </div>
        {CONTENT_LANGS.map((lang) => {
          const keys = TEXT_FIELDS[lang];
          return (
            <div key={lang} role="tabpanel" id={`editor-panel-${lang}`} aria-labelledby={`editor-tab-${lang}`} hidden={textLang !== lang} className={styles.tabPanel}>
              {text(keys.displayName, t('fields.displayName'), { maxLength: REALTOR_LIMITS.name, hint: t('hints.displayName') })}
              {area(keys.aboutMe, t('fields.aboutMe'), REALTOR_LIMITS.aboutMe)}
              {sections.fields.map((item, index) => (
                <fieldset key={item.id} className={styles.item}>
                  <legend>{t('sectionNumber', { number: index + 1 })}</legend>
                  {text(`additionalSections.${index}.${keys.title}`, t('fields.sectionTitle'), { maxLength: REALTOR_LIMITS.name })}
                  {area(`additionalSections.${index}.${keys.body}`, t('fields.sectionBody'), REALTOR_LIMITS.sectionBody, 4)}
                  <button type="button" className={styles.secondary} onClick={() => sections.remove(index)}>
                    {t('removeItem', { item: t('sectionNumber', { number: index + 1 }) })}
                  </button>
                </fieldset>
              ))}
              <button type="button" className={styles.secondary} onClick={() => sections.append({ ...emptySection })} disabled={sections.fields.length >= REALTOR_LIMITS.sections}>
                {t('addSection')}
              </button>
              <fieldset className={styles.item}>
                <legend>{t(`groups.seo`)}</legend>
                {text(`seoMeta.${lang}.title`, t('fields.seoTitle'), { maxLength: REALTOR_LIMITS.name })}
                {area(`seoMeta.${lang}.description`, t('fields.seoDescription'), REALTOR_LIMITS.seoDescription, 3)}
                {text(`seoMeta.${lang}.keywords`, t('fields.seoKeywords'), { maxLength: REALTOR_LIMITS.seoDescription })}
                {text(`seoMeta.${lang}.author`, t('fields.seoAuthor'))}
              </fieldset>
            </div>
          );
        })}
      </section>

      <section aria-labelledby="editor-testimonials">
        <h2 id="editor-testimonials">{t('groups.testimonials')}</h2>
        <p className={styles.hint}>{t('hints.testimonials')}</p>
        {testimonials.fields.map((item, index) => (
          <fieldset key={item.id} className={styles.item}>
            <legend>{t('testimonialNumber', { number: index + 1 })}</legend>
            {field(`testimonials.${index}.lang`, t('fields.testimonialLang'), (props) => (
              <select {...props}>
                {CONTENT_LANGS.map((lang) => (
                  <option key={lang} value={lang}>
                    {languageName(lang)}
                  </option>
                ))}
              </select>
            ))}
            {area(`testimonials.${index}.quote`, t('fields.testimonialQuote'), REALTOR_LIMITS.quote, 4)}
            <div className={styles.row}>
              {text(`testimonials.${index}.author`, t('fields.testimonialAuthor'), { hint: t('hints.testimonialAuthor') })}
              {text(`testimonials.${index}.detail`, t('fields.testimonialDetail'), { hint: t('hints.testimonialDetail') })}
            </div>
            <button type="button" className={styles.secondary} onClick={() => testimonials.remove(index)}>
              {t('removeItem', { item: t('testimonialNumber', { number: index + 1 }) })}
            </button>
          </fieldset>
        ))}
        <button
          type="button"
          className={styles.secondary}
          onClick={() => testimonials.append({ quote: '', author: '', detail: '', lang: contentLangOf(locale) })}
          disabled={testimonials.fields.length >= REALTOR_LIMITS.testimonials}
        >
          {t('addTestimonial')}
        </button>
      </section>

      <section aria-labelledby="editor-design">
        <h2 id="editor-design">{t('groups.design')}</h2>
        <fieldset className={styles.templates}>
          <legend>{t('fields.template')}</legend>
          <p className={styles.hint}>{t('hints.template')}</p>
          {REALTOR_TEMPLATES.map((template) => {
            const key = `template${template[0]!.toUpperCase()}${template.slice(1)}` as 'templateClassic';
            return (
              <label key={template} className={styles.templateOption}>
                <input type="radio" value={template} {...register('template')} />
                {/* eslint-disable-next-line @next/next/no-img-element -- optimised on the server (template-pictures.ts); the option's name says what it shows */}
                <img {...templatePictures[template]} alt="" loading="lazy" className={styles.templatePicture} />
                <span>
                  <strong>{t(`fields.${key}`)}</strong>
                  <span className={styles.hint}>{t(`hints.${key}`)}</span>
                </span>
              </label>
            );
          })}
          {realtorId !== null && desiredUrl ? (
            // The saved page in the chosen template, before it is saved.
            <Link href={`/${desiredUrl}/admin/preview?template=${template}`} target="_blank" rel="noopener" className={styles.previewLink}>
              {t('previewTemplate')}
            </Link>
          ) : null}
        </fieldset>
        <div className={styles.row}>
          {text('designMainColor', t('fields.designMainColor'), { maxLength: 7, hint: t('hints.color') })}
          <span className={styles.swatch} style={{ background: /^#[0-9a-f]{6}$/i.test(color ?? '') ? color : 'transparent' }} aria-hidden="true" />
          {text('designFontSize', t('fields.designFontSize'), { type: 'number', hint: t('hints.fontSize') })}
        </div>
        <div className={styles.row}>
          {yesNo('designMainDarkMode', t('fields.designMainDarkMode'))}
          {yesNo('contentDarkMode', t('fields.contentDarkMode'))}
        </div>
        {yesNo('sellerBand', t('fields.sellerBand'))}
      </section>

      <section aria-labelledby="editor-sns">
        <h2 id="editor-sns">{t('groups.sns')}</h2>
        {text('snsYoutubeUrl', t('fields.snsYoutubeUrl'), { type: 'url', maxLength: REALTOR_LIMITS.url, hint: t('hints.youtube') })}
        {text('snsInstagramUrl', t('fields.snsInstagramUrl'), { type: 'url', maxLength: REALTOR_LIMITS.url })}
        {text('recommendedYoutubeUrl', t('fields.recommendedYoutubeUrl'), { type: 'url', maxLength: REALTOR_LIMITS.url, hint: t('hints.youtube') })}
      </section>

      <section aria-labelledby="editor-etcInfo">
        <h2 id="editor-etcInfo">{t('groups.etcInfo')}</h2>
        {MORE_TYPES.map((type) => (
          <Fragment key={type}>{text(`etc.${type}`, t(`etcTypes.${type}`), { maxLength: REALTOR_LIMITS.url })}</Fragment>
        ))}
      </section>

      <section aria-labelledby="editor-photos">
        <h2 id="editor-photos">{t('groups.photos')}</h2>
        <p className={styles.hint}>{t('hints.photos')}</p>
        <div className={styles.photoGroups}>
          {PHOTO_PATHS.map((path) => (
            <PhotoGroup
              key={path}
              path={path}
              urls={photos[path]}
              multiple={MULTI_PHOTO_PATHS.includes(path)}
              onChange={(change) => {
                setPhotos((groups) => ({ ...groups, [path]: change(groups[path]) }));
                setPhotosChanged(true);
              }}
              onBusyChange={onBusyChange}
              onFailedChange={onFailedChange}
            />
          ))}
        </div>
      </section>

      </fieldset>

      <div className={styles.actions}>
        <NoticeRegion notice={notice} />
        <button type="submit" className={styles.primary} disabled={!hydrated || isSubmitting || created || busyPaths.size > 0}>
          {isSubmitting ? t('saving') : realtorId === null ? t('create') : t('save')}
        </button>
        {realtorId !== null ? (
          <button type="button" className={styles.secondary} onClick={() => void previewChanges()} disabled={!hydrated || isSubmitting || busyPaths.size > 0}>
            {t('previewChanges')}
          </button>
        ) : null}
        {realtorId !== null && desiredUrl ? (
          <Link href={`/${desiredUrl}`} target="_blank" rel="noopener" className={styles.previewLink}>
            {t('preview')}
          </Link>
        ) : null}
        {unsaved ? <span className={styles.hint}>{t('unsaved')}</span> : null}
      </div>
    </form>
  );
}

/** The form's groups, in order: each section's heading has the id `editor-{group}`. */
const EDITOR_GROUPS = ['profile', 'contact', 'company', 'regions', 'texts', 'testimonials', 'design', 'sns', 'etcInfo', 'photos'] as const;

/** The etc-info kinds of the company group, and the others (SPEC §3 content types). */
const COMPANY_TYPES = ['company_address', 'company_phone', 'company_fax', 'company_license'] as const satisfies readonly EtcInfoType[];
const MORE_TYPES = ETC_INFO_TYPES.filter((type) => !(COMPANY_TYPES as readonly EtcInfoType[]).includes(type));

type YesNoName = 'isMakeHomepage' | 'designMainDarkMode' | 'contentDarkMode' | 'sellerBand';

const numberFields = new Set<Name>(['salesCount', 'lastYearSalesTotal', 'designFontSize']);

/** A state update that puts `path` in a set of photo paths (`on`) or takes it out. */
function withPath(path: PhotoPath, on: boolean) {
  return (current: ReadonlySet<PhotoPath>): ReadonlySet<PhotoPath> => {
    if (current.has(path) === on) return current;
    const next = new Set(current);
    if (on) next.add(path);
    else next.delete(path);
    return next;
  };
}
