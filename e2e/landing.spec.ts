import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { selectShortfall } from './support/lines';

const CTA = { ko: '무료로 홈페이지 신청하기', en: 'Request my free homepage', 'ja-JP': '無料でホームページを申し込む' };

async function dataLayerEvents(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(() => (window.dataLayer ?? []).filter((e) => String(e.event).startsWith('lead_realtor_')));
}

/** The lead panel once its code has run: the page has hydrated. */
const HYDRATED_PANEL = 'dialog[data-ready="true"]';

async function hydrated(page: Page) {
  await expect(page.locator(HYDRATED_PANEL)).toHaveCount(1);
}

/** The carousel's slides (the language menu, a <details>, is a group too). */
function slides(page: Page) {
  return page.locator('[aria-roledescription="carousel"]').getByRole('group');
}

/** Clicks stop focusing buttons, as in Safari and in Firefox on macOS. */
async function clicksDoNotFocus(page: Page) {
  await page.evaluate(() => document.addEventListener('mousedown', (event) => event.preventDefault(), true));
}

/** The page's scroll lock while the panel is open (a CSS rule on the body). */
function bodyOverflow(page: Page) {
  return page.evaluate(() => getComputedStyle(document.body).overflow);
}

async function openPanel(page: Page) {
  await page.getByRole('button', { name: CTA.ko }).first().click();
  const dialog = page.getByRole('dialog', { name: '홈페이지 신청' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('이름')).toBeVisible();
  return dialog;
}

async function fillLead(page: Page, name: string) {
  await page.getByLabel('이름').fill(name);
  await page.getByLabel('활동 지역').fill('Irvine, CA');
  await page.getByLabel('국가 번호').selectOption('US');
  await page.getByLabel('전화번호').fill('949-555-0134');
}

/** Where an element's top edge is within its form (the panel may scroll as fields are filled). */
async function top(locator: import('@playwright/test').Locator) {
  return locator.evaluate((element) => element.getBoundingClientRect().top - element.closest('form')!.getBoundingClientRect().top);
}

test.describe('landing page @mobile', () => {
  for (const [path, lang, heading, firstPlace] of [
    ['/', 'ko', '고객이 먼저 찾아오는 리얼터 홈페이지', '어바인, CA'],
    ['/en', 'en', 'The realtor homepage clients find first', 'Irvine, CA'],
    ['/ja-JP', 'ja-JP', 'お客様が最初に見つけるリアルターのホームページ', 'アーバイン, CA'],
  ] as const) {
    test(`${path} shows the hero, three cards, ten samples and the co-branded footer`, async ({ page, visit }) => {
      const response = await visit(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.locator('main ul li h3')).toHaveCount(3);
      await expect(slides(page)).toHaveCount(10);
      // Each sample's city as the page's readers write it.
      await expect(slides(page).first()).toContainText(firstPlace);
      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText('NMLS');
      await expect(footer).toContainText('Pacific Crest Home Loans');
      await expect(footer).toContainText('Equal Housing Opportunity');
      await expect(footer.getByRole('link').first()).toHaveAttribute('href', new RegExp(`${lang === 'ko' ? '' : `/${lang}`}/terms$`));
    });
  }

  test('the header turns black after 10 px of scrolling', async ({ page, visit }) => {
    await visit('/');
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-solid', 'false');
    await expect(header).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await page.evaluate(() => window.scrollTo(0, 8));
    await expect(header).toHaveAttribute('data-solid', 'false');
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(header).toHaveAttribute('data-solid', 'true');
    await expect(header).toHaveCSS('background-color', 'rgb(0, 0, 0)');
  });

  test('the CTA opens the panel at 40% (desktop) or full width (mobile) and locks the page scroll', async ({ page, visit }) => {
    await visit('/');
    const dialog = await openPanel(page);
    const width = page.viewportSize()!.width;
    const box = (await dialog.boundingBox())!;
    if (width >= 768) expect(Math.abs(box.width - width * 0.4)).toBeLessThan(2);
    else expect(Math.abs(box.width - width)).toBeLessThan(2);
    // Re-measured on each poll: the panel is still sliding in (300 ms) when it first shows.
    await expect.poll(async () => {
      const now = (await dialog.boundingBox())!;
      return Math.round(now.x + now.width);
    }).toBe(width);
    expect(await bodyOverflow(page)).toBe('hidden');
    await expectNoViolationsInDialog(page);
  });

  test('the panel closes on the X, on Escape and on the overlay, and gives focus back to the CTA', async ({ page, visit }) => {
    await visit('/');
    await hydrated(page);
    await clicksDoNotFocus(page);
    const cta = page.getByRole('button', { name: CTA.ko }).first();
    let dialog = await openPanel(page);
    await dialog.getByRole('button', { name: '닫기' }).click();
    await expect(dialog).toBeHidden();
    await expect(cta).toBeFocused();
    expect(await bodyOverflow(page)).toBe('visible');

    dialog = await openPanel(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    if (page.viewportSize()!.width >= 768) {
      dialog = await openPanel(page);
      await page.mouse.click(20, 300);
      await expect(dialog).toBeHidden();
    }
  });

  test('a CTA clicked before the page hydrates opens the panel, whose form comes with the scripts', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The page's scripts wait; its style sheets (under the same path) do not.
    await page.route('**/_next/static/chunks/**/*.js', async (route) => {
      await held;
      await route.continue();
    });
    // Only the HTML's arrival: the document's load events wait for the held scripts.
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('button', { name: CTA.ko }).first().click();
    const dialog = page.getByRole('dialog', { name: '홈페이지 신청' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveText('불러오는 중…');
    expect(await bodyOverflow(page)).toBe('hidden');
    await expect(page.locator(HYDRATED_PANEL)).toHaveCount(0); // not hydrated yet
    release();
    await expect(dialog.getByLabel('이름')).toBeVisible();
    // The click that no script saw is recorded once the panel's code runs.
    expect((await dataLayerEvents(page)).map((e) => e.event)).toEqual(['lead_realtor_view_home', 'lead_realtor_click_btn_cta', 'lead_realtor_view_form']);
    await dialog.getByRole('button', { name: '닫기' }).click();
    await expect(dialog).toBeHidden();
  });

  test('in a browser without invoker commands, the CTA opens the panel from its script, and the X closes it', async ({ page, visit }) => {
    // Such a browser has no commandForElement and ignores the commandfor attribute.
    await page.addInitScript(() => delete (HTMLButtonElement.prototype as { commandForElement?: unknown }).commandForElement);
    await visit('/');
    await hydrated(page);
    await page.evaluate(() => document.querySelectorAll('[commandfor]').forEach((button) => button.removeAttribute('commandfor')));
    await clicksDoNotFocus(page);
    const cta = page.getByRole('button', { name: CTA.ko }).first();
    const dialog = await openPanel(page);
    await dialog.getByRole('button', { name: '닫기' }).click();
    await expect(dialog).toBeHidden();
    await expect(cta).toBeFocused();
  });

  test('without JavaScript, a CTA opens the panel, which says the form needs it, and its X closes it', async ({ noScript }) => {
    const page = await noScript.newPage();
    await page.goto('/en');
    await page.getByRole('button', { name: CTA.en }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Request a homepage' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('The form needs JavaScript')).toBeVisible();
    await expect(dialog.getByText('Loading…')).toBeHidden();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('focus moves into the panel and stays there', async ({ page, visit }) => {
    await visit('/');
    const dialog = await openPanel(page);
    await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement) || document.activeElement === document.body)).toBe(true);
    }
  });

  test('submit stays disabled until both consents are ticked; a forced submit shows the alert', async ({ page, visit }) => {
    await visit('/');
    const dialog = await openPanel(page);
    await fillLead(page, '김민지');
    const submit = dialog.getByRole('button', { name: '신청하기' });
    await expect(submit).toBeDisabled();
    // The grey button says why.
    await expect(submit).toHaveAccessibleDescription('위의 두 항목에 동의하시면 신청할 수 있습니다.');
    await dialog.getByLabel(/개인정보처리방침/).check();
    await expect(submit).toBeDisabled();
    const alerts: string[] = [];
    page.once('dialog', (shown) => {
      alerts.push(shown.message());
      void shown.dismiss();
    });
    await dialog.locator('form').evaluate((form: HTMLFormElement) => form.requestSubmit());
    await expect.poll(() => alerts).toEqual(['필수 항목에 모두 동의해주세요.']);
    await dialog.getByLabel(/전화 또는 문자/).check();
    await expect(submit).toBeEnabled();
    await expect(dialog.getByText('위의 두 항목에 동의하시면 신청할 수 있습니다.')).toHaveCount(0);
  });

  test('the phone field drops everything but digits and hyphens, with a warning', async ({ page, visit }) => {
    await visit('/');
    await openPanel(page);
    const phone = page.getByLabel('전화번호');
    await phone.pressSequentially('949-55a');
    await expect(phone).toHaveValue('949-55');
    await expect(page.getByText('숫자와 하이픈(-)만 입력할 수 있습니다.')).toBeVisible();
    await phone.pressSequentially('5');
    await expect(phone).toHaveValue('949-555');
    await expect(page.getByText('숫자와 하이픈(-)만 입력할 수 있습니다.')).toBeHidden();
  });

  test('the phone is checked when the visitor leaves it, never while they type; one message at a time; nothing below moves', async ({ page, visit }) => {
    await visit('/');
    const dialog = await openPanel(page);
    await dialog.getByLabel('국가 번호').selectOption('US');
    const phone = dialog.getByLabel('전화번호');
    const invalid = dialog.getByText('선택한 국가의 올바른 전화번호가 아닙니다.');
    const warning = dialog.getByText('숫자와 하이픈(-)만 입력할 수 있습니다.');
    const below = dialog.getByText('현재 리얼터 홈페이지가 있으신가요?');
    const belowAt = await top(below);

    // A valid number, left: no message. Edited again, a half-typed number is not judged yet.
    await phone.fill('949-555-0134');
    await phone.blur();
    await expect(phone).not.toHaveAttribute('aria-invalid');
    await phone.fill('');
    await phone.pressSequentially('949-555');
    await expect(invalid).toBeHidden();
    await expect(phone).not.toHaveAttribute('aria-invalid');

    // Left short ("949-555-77", issue #29): the message, in the place kept for it.
    await phone.pressSequentially('-77');
    await phone.blur();
    await expect(invalid).toBeVisible();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(await top(below)).toBe(belowAt);

    // A letter typed: the warning alone, not stacked on the error.
    await phone.pressSequentially('x');
    await expect(warning).toBeVisible();
    await expect(invalid).toBeHidden();
    expect(await top(below)).toBe(belowAt);

    // Completed: the error goes as soon as the number is right.
    await phone.fill('949-555-0177');
    await expect(invalid).toBeHidden();
    await expect(warning).toBeHidden();
    await phone.blur();
    await expect(phone).not.toHaveAttribute('aria-invalid');
    expect(await top(below)).toBe(belowAt);
  });

  test('a US number typed while Korea is chosen gets an offer to switch the country', async ({ page, visit }) => {
    await visit('/');
    const dialog = await openPanel(page);
    const country = dialog.getByLabel('국가 번호');
    await expect(country).toHaveValue('KR');
    const phone = dialog.getByLabel('전화번호');
    await phone.fill('949-555-0134');
    await phone.blur();
    await expect(dialog.getByText('미국 전화번호 같습니다.')).toBeVisible();
    await expect(dialog.getByText('선택한 국가의 올바른 전화번호가 아닙니다.')).toBeHidden();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: '미국(+1) 번호로 바꾸기' }).click();
    await expect(country).toHaveValue('US');
    await expect(dialog.getByText('미국 전화번호 같습니다.')).toBeHidden();
    await expect(phone).not.toHaveAttribute('aria-invalid');
    await expect(phone).toBeFocused();
  });

  test('a failed submit focuses the first invalid field', async ({ page, visit }) => {
    await visit('/');
    const dialog = await openPanel(page);
    await dialog.getByLabel('활동 지역').fill('Irvine, CA');
    await dialog.getByLabel('전화번호').fill('12-34');
    await dialog.getByLabel(/개인정보처리방침/).check();
    await dialog.getByLabel(/전화 또는 문자/).check();
    await dialog.getByRole('button', { name: '신청하기' }).click();
    await expect(dialog.getByLabel('이름')).toBeFocused();
    await expect(dialog.getByLabel('이름')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabel('전화번호')).toHaveAttribute('aria-invalid', 'true');
  });

  for (const [path, label, country] of [
    ['/', '국가 번호', 'KR'],
    ['/en', 'Country code', 'US'],
    ['/ja-JP', '国番号', 'JP'],
  ] as const) {
    test(`the country code defaults to ${country} on ${path}`, async ({ page, visit }) => {
      await visit(path);
      await page.getByRole('button', { name: CTA[path === '/' ? 'ko' : path === '/en' ? 'en' : 'ja-JP'] }).first().click();
      const select = page.getByLabel(label);
      await expect(select).toHaveValue(country);
      await expect(select.locator('option')).toHaveCount(10);
      // On a phone too it shows its choice whole ("🇰🇷 KR +82" was cut to "KR +8").
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await select.evaluate(selectShortfall)).toBe(0);
    });
  }

  test('a lead is sent: stored, acknowledged, delivered to Slack; the form is cleared and closed', async ({ page, visit, request }) => {
    await visit('/');
    const name = `E2E ${Date.now()}`;
    const dialog = await openPanel(page);
    await fillLead(page, name);
    await dialog.getByLabel('예', { exact: true }).check();
    await dialog.getByLabel(/개인정보처리방침/).check();
    await dialog.getByLabel(/전화 또는 문자/).check();
    await dialog.getByRole('button', { name: '신청하기' }).click();
    await expect(dialog).toBeHidden();
    // A confirmation that stands out on the dark hero and reads well on a phone: a light card in
    // view, in large bold type, that the visitor can close.
    const confirmation = page.getByRole('status').filter({ hasText: '신청이 접수되었습니다' });
    await expect(confirmation).toBeVisible();
    await expect(confirmation).toBeInViewport();
    const look = await confirmation.evaluate((element) => {
      const text = getComputedStyle(element);
      return { size: parseFloat(text.fontSize), weight: Number(text.fontWeight), card: getComputedStyle(element.parentElement!).backgroundColor };
    });
    expect(look).toEqual({ size: expect.any(Number), weight: 700, card: 'rgb(255, 255, 255)' });
    expect(look.size).toBeGreaterThanOrEqual(17);
    await expectNoAxeViolations(page);

    const events = await dataLayerEvents(page);
    expect(events.map((e) => e.event)).toEqual([
      'lead_realtor_view_home',
      'lead_realtor_click_btn_cta',
      'lead_realtor_view_form',
      'lead_realtor_click_form_cta',
    ]);
    const width = page.viewportSize()!.width;
    for (const event of events) {
      expect(event.device_type).toBe(width < 768 ? 'mobile' : width < 1024 ? 'tablet' : 'desktop');
      expect(event.type_location).toBe('ko');
    }
    expect(events[3]!.has_homepage).toBe(true);

    await expect
      .poll(async () => {
        const received = (await (await request.get(`${process.env.E2E_SLACK_URL}/received`)).json()) as { text: string }[];
        return received.filter((m) => m.text.includes(name)).length;
      })
      .toBe(1);

    await page.getByRole('button', { name: '닫기' }).filter({ visible: true }).click();
    await expect(confirmation).toBeHidden();
    await page.getByRole('button', { name: CTA.ko }).first().click();
    await expect(page.getByLabel('이름')).toHaveValue('');
  });

  test('the mobile CTA is fixed to the bottom of the screen', async ({ page, visit }) => {
    await visit('/');
    const cta = page.getByRole('button', { name: CTA.ko }).first();
    if (page.viewportSize()!.width < 768) {
      await expect(cta).toHaveCSS('position', 'fixed');
      const box = (await cta.boundingBox())!;
      expect(page.viewportSize()!.height - (box.y + box.height)).toBeLessThanOrEqual(24);
      await page.mouse.wheel(0, 1500);
      await expect(cta).toBeInViewport();
    } else {
      await expect(cta).toHaveCSS('position', 'static');
    }
  });
});

test.describe('sample carousel @mobile', () => {
  test('slides open the homepage in a new tab; arrows move it; 1.2 slides show, 1.4 from 500 px', async ({ page, visit }) => {
    await visit('/');
    const links = page.getByRole('region', { name: '샘플 홈페이지' }).getByRole('link');
    await expect(links).toHaveCount(10);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener');
    }
    const viewport = page.locator('[aria-roledescription="carousel"] > div').first();
    await expect(page.getByRole('button', { name: '다음 샘플' })).toBeDisabled();
    await viewport.scrollIntoViewIfNeeded();
    await expect(viewport).toHaveAttribute('data-ready', 'true');
    // The arrows wait for the carousel's code, which loads as it comes into view.
    await expect(page.getByRole('button', { name: '다음 샘플' })).toBeEnabled();
    await expect(page.getByRole('button', { name: '이전 샘플' })).toBeDisabled();
    const slide = slides(page).first();
    const ratio = (await viewport.boundingBox())!.width / ((await slide.boundingBox())!.width + 12);
    const expected = page.viewportSize()!.width >= 500 ? 1.4 : 1.2;
    expect(Math.abs(ratio - expected)).toBeLessThan(0.05);

    const firstX = (await slide.boundingBox())!.x;
    const step = (await slides(page).nth(1).boundingBox())!.x - firstX;
    await links.first().focus();
    // Two presses within 200 ms move one slide: the keyboard is throttled. Both are sent in one
    // task of the page, so a busy machine cannot space them further apart.
    await links.first().evaluate((link) => {
      for (let i = 0; i < 2; i++) link.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    });
    await expect.poll(async () => Math.round((await slide.boundingBox())!.x)).toBe(Math.round(firstX - step));
  });

  test('a drag of more than 5 px does not open the link', async ({ page, context, visit }) => {
    await visit('/');
    const slide = slides(page).first();
    await slide.scrollIntoViewIfNeeded();
    await expect(page.locator('[aria-roledescription="carousel"] > div').first()).toHaveAttribute('data-ready', 'true');
    const box = (await slide.boundingBox())!;
    let opened = 0;
    context.on('page', () => opened++);
    await page.mouse.move(box.x + 200, box.y + 100);
    await page.mouse.down();
    await page.mouse.move(box.x + 180, box.y + 100, { steps: 4 });
    await page.mouse.move(box.x + 120, box.y + 100, { steps: 4 });
    await page.mouse.up();
    await page.waitForLoadState('networkidle');
    expect(opened).toBe(0);
    const popup = context.waitForEvent('page');
    await slides(page).nth(1).getByRole('link').click();
    expect((await popup).url()).toContain('/');
  });
});

test.describe('lead API', () => {
  const valid = {
    name: 'API Test',
    area: 'Suwanee, GA',
    phone: '770-555-0100',
    phoneCountryCode: 'US',
    hasSite: 'No',
    consentPrivacy: true,
    consentContact: true,
  };

  test('answers 201 with the id of the stored request', async ({ request }) => {
    const response = await request.post('/api/send-to-slack', { data: valid, headers: { 'x-forwarded-for': '198.19.0.1' } });
    expect(response.status()).toBe(201);
    expect((await response.json()).id).toBeGreaterThan(0);
  });

  test('answers bad input with 400 and localised field messages, never 500', async ({ request }) => {
    const headers = { 'x-forwarded-for': '198.19.0.2', cookie: 'i18n_redirected=en', 'content-type': 'application/json' };
    const bad = await request.post('/api/send-to-slack', { data: { ...valid, name: '', phone: '12ab', extra: 1 }, headers });
    expect(bad.status()).toBe(400);
    const body = await bad.json();
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.fields.name).toBe('This field is required.');
    expect(body.error.fields.phone).toBe('Please enter a valid phone number.');
    // A number of the chosen country's characters but no number there (issue #29).
    const short = await request.post('/api/send-to-slack', { data: { ...valid, phone: '949-555-77' }, headers });
    expect(short.status()).toBe(400);
    expect((await short.json()).error.fields.phone).toBe('This is not a valid phone number for the selected country.');
    for (const [i, raw] of ['{not json', '', 'null', '[]', '"x"'].entries()) {
      const response = await request.post('/api/send-to-slack', { data: raw, headers: { ...headers, 'x-forwarded-for': `198.19.1.${i}` } });
      expect(response.status(), raw).toBe(400);
    }
  });

  test('limits requests per client IP with 429 and a localised message', async ({ request }) => {
    const headers = { 'x-forwarded-for': '198.19.0.3', cookie: 'i18n_redirected=ja-JP' };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await request.post('/api/send-to-slack', { data: { ...valid, name: `Limit ${i}` }, headers })).status());
    }
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(statuses[5]).toBe(429);
    const limited = await request.post('/api/send-to-slack', { data: valid, headers });
    expect((await limited.json()).error.message).toBe('リクエストが多すぎます。しばらくしてからもう一度お試しください。');
    expect(Number(limited.headers()['retry-after'])).toBeGreaterThan(0);
    const other = await request.post('/api/send-to-slack', { data: valid, headers: { 'x-forwarded-for': '198.19.0.4' } });
    expect(other.status()).toBe(201);
  });

  test('a filled honeypot is answered like a success but stores nothing', async ({ request }) => {
    const response = await request.post('/api/send-to-slack', {
      data: { ...valid, website: 'http://spam.example' },
      headers: { 'x-forwarded-for': '198.19.0.5' },
    });
    expect(response.status()).toBe(201);
    expect((await response.json()).id).toBe(0);
  });
});

test.describe('version detection', () => {
  test('/builds/latest.json names the build the page was built from', async ({ page, visit, request }) => {
    await visit('/en');
    const response = await request.get(`/builds/latest.json?t=${Date.now()}`);
    expect(response.headers()['cache-control']).toContain('no-store');
    const latest = await response.json();
    expect(latest.buildId).toMatch(/\S+/);
    expect(Date.parse(latest.builtAt)).not.toBeNaN();
    await expect(page.getByText('A new version is available.')).toHaveCount(0);
  });

  test('offers a reload when the server runs a newer build', async ({ page, visit }) => {
    await visit('/en');
    await hydrated(page);
    await page.route('**/builds/latest.json?t=*', (route) =>
      route.fulfill({ json: { buildId: 'a-newer-build', builtAt: new Date().toISOString() } }),
    );
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(page.getByText('A new version is available.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
  });

  test('a failed chunk load reloads the page once, not again within 10 s', async ({ page, visit }) => {
    await visit('/en');
    await hydrated(page);
    const failChunk = () =>
      page.evaluate(() => {
        const error = Object.assign(new Error('Loading chunk 99 failed.'), { name: 'ChunkLoadError' });
        window.dispatchEvent(new PromiseRejectionEvent('unhandledrejection', { promise: Promise.resolve(), reason: error }));
      });
    const reloaded = page.waitForEvent('load');
    await failChunk();
    await reloaded;
    await hydrated(page);
    let loads = 0;
    page.on('load', () => loads++);
    await failChunk();
    await page.waitForTimeout(500); // a reload would start at once; none must
    expect(loads).toBe(0);
  });

  test('no tag-manager script without GTM_ID', async ({ page, visit }) => {
    await visit('/');
    await expect(page.locator('script[src*="googletagmanager"], script#tag-manager')).toHaveCount(0);
  });
});

async function expectNoViolationsInDialog(page: Page) {
  const { expectNoAxeViolations } = await import('./support/fixtures');
  await expectNoAxeViolations(page);
}
