// Journey: every staff screen of each role, and the dialogs its buttons open, fits a 375 px phone in
// Spanish (decision 0034): no sideways scroll, no cut label, no serious or critical axe
// violation, and no control smaller than a 44 x 44 px target. One signed-in page per role.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, businessWeek } from '../common/domain/calendar';
import { todayIso } from '../common/domain/dates';
import {
  connectBrowser,
  newPage,
  pageProblems,
  screenSettled,
  screenshot,
  signInAs,
  tokenFor,
  waitForApp,
} from './browser';
import type { E2eUser } from './context';
import { DIALOG, LIST, misfits, OPEN_DIALOG, settleDialog } from './dialog-fit';
import { scrollsSideways } from './fit';
import { createAssignedEvent, demoUser } from './staff-events-api';

type Role = E2eUser['role'];

/**
 * A dialog a control of the screen opens (a modal, a drawer, a date picker's popover, or with `list`
 * a select's open list of options), opened as a person would; `name` is for the report.
 */
interface Dialog {
  name: string;
  open: (page: Page) => Promise<unknown>;
  list?: true;
}

/** A staff screen and the dialogs checked on it. Add a screen or a dialog here. */
interface Screen {
  role: Role;
  path: string;
  dialogs: Dialog[];
}

/** Clicks the first button named `name` (a screen's list has one per row: the first row's is enough). */
const button = (name: string | RegExp) => (page: Page) => page.getByRole('button', { name }).first().click();
/** Clicks `first`, then, inside the dialog it opened, the first button named `name`. */
const thenInDialog = (first: (page: Page) => Promise<unknown>, name: string | RegExp) => async (page: Page) => {
  await first(page);
  await settleDialog(page);
  await page.getByRole('dialog').last().getByRole('button', { name }).first().click();
};
/** The first event of the first day with an assigned cleaning: its day (a phone's whole day is one button). */
const assignedDay = button(/(^|, )Asignado:? [1-9]/);
/** Her cleaning of today on her home, the first in the week's list. */
const herCleaning = button(new RegExp(`Phone fit`));

/** The menu drawer, opened by the phone header's burger; on every screen, checked once per role. */
const menu: Dialog = { name: 'menú', open: button('Abrir menú') };
const eventDetails = (open: Dialog['open']): Dialog => ({ name: 'detalles del evento', open });
const edit: Dialog = { name: 'editar', open: button(/^Editar /) };
const remove: Dialog = { name: 'eliminar', open: button(/^Eliminar /) };
const resetPassword: Dialog = { name: 'restablecer contraseña', open: button(/^Restablecer contraseña /) };
/** A housekeeper's Schedule menu on Staff, then one of its entries (the first row's). */
const schedule = (entry: string) => async (page: Page) => {
  await button(/^Horario /)(page);
  await page.getByRole('menuitem', { name: entry }).click();
};
const review: Dialog[] = [eventDetails(button(/^Detalles$/)), { name: 'devolver', open: button(/^Devolver$/) }];
const herHome: Dialog[] = [
  menu,
  eventDetails(herCleaning),
  { name: 'lista del día', open: (page) => page.locator(`[data-day="${today}"]`).click() },
  { name: 'días libres', open: button('Pedir días libres') },
  { name: 'solicitar un extra', open: button('Solicitar un extra') },
];

const SCREENS: Screen[] = [
  {
    role: 'admin',
    path: '/dashboard',
    dialogs: [
      menu,
      { name: 'lista del día', open: assignedDay },
      eventDetails(async (page) => {
        await assignedDay(page);
        await settleDialog(page);
        await page.getByRole('dialog').locator('.mantine-Modal-body button').first().click();
      }),
    ],
  },
  {
    role: 'admin',
    path: '/assign',
    dialogs: [
      { name: 'crear evento', open: button('Crear nuevo evento') },
      { name: 'fecha de servicio', open: thenInDialog(button('Crear nuevo evento'), /^Fecha de servicio/) },
      eventDetails(button(/^Detalles de /)),
    ],
  },
  {
    role: 'admin',
    path: '/cleaning-events',
    dialogs: [
      {
        name: 'filtro de camarera',
        list: true,
        open: (page) => page.getByRole('combobox', { name: 'Camarera' }).first().click(),
      },
    ],
  },
  { role: 'admin', path: '/supervisor-path', dialogs: review },
  {
    role: 'admin',
    path: '/history-events',
    dialogs: [
      eventDetails(button(/^Detalles e historial: /)),
      {
        name: 'extras del evento',
        open: async (page) => {
          await button(/^Detalles e historial: /)(page);
          await settleDialog(page);
          await page.getByRole('dialog').getByRole('tab', { name: 'Extras' }).click();
        },
      },
    ],
  },
  { role: 'admin', path: '/problems', dialogs: [] },
  { role: 'admin', path: '/reports', dialogs: [{ name: 'fecha de inicio', open: button(/^Fecha de inicio/) }] },
  {
    role: 'admin',
    path: '/staff',
    dialogs: [
      { name: 'registrar empleado', open: button('Registrar empleado') },
      edit,
      { name: 'semana de trabajo', open: schedule('Semana de trabajo') },
      {
        name: 'horas de la semana',
        list: true,
        open: async (page) => {
          await schedule('Semana de trabajo')(page);
          await settleDialog(page);
          await page.getByRole('combobox', { name: 'Lunes hasta' }).click();
        },
      },
      { name: 'días libres', open: schedule('Días libres') },
      resetPassword,
      remove,
    ],
  },
  {
    role: 'admin',
    path: '/supervisors-admins',
    dialogs: [{ name: 'agregar administrador', open: button('Agregar administrador') }, edit, resetPassword],
  },
  // Last week: the demo company's completed cleanings wait for their pay there.
  {
    role: 'admin',
    path: `/payroll?week=${addDays(businessWeek(todayIso()).start, -7)}`,
    dialogs: [{ name: 'pagar la semana', open: button(/^Pagar$/) }],
  },
  { role: 'admin', path: '/removed-events', dialogs: [] },
  {
    role: 'admin',
    path: '/clients',
    dialogs: [{ name: 'registrar cliente', open: button('Registrar cliente') }, edit, remove],
  },
  {
    role: 'admin',
    path: '/propertys',
    dialogs: [
      { name: 'registrar propiedad', open: button('Registrar propiedad') },
      { name: 'detalles de la propiedad', open: button(/^Detalles /) },
      edit,
      remove,
    ],
  },
  {
    role: 'admin',
    path: '/airbnb',
    dialogs: [{ name: 'nueva integración', open: button('Nueva integración de Airbnb') }],
  },
  { role: 'admin', path: '/import-properties', dialogs: [] },
  {
    role: 'admin',
    path: '/settings',
    dialogs: [
      {
        name: 'hora de salida',
        list: true,
        open: (page) => page.getByRole('combobox', { name: 'Salida (check-out)' }).click(),
      },
    ],
  },
  { role: 'supervisor', path: '/home-employee', dialogs: [menu] },
  { role: 'supervisor', path: '/supervisor-path', dialogs: review },
  { role: 'supervisor', path: '/problems', dialogs: [] },
  {
    role: 'supervisor',
    path: '/propertys',
    dialogs: [{ name: 'detalles de la propiedad', open: button(/^Detalles /) }],
  },
  { role: 'supervisor', path: '/cleaning-events-employee', dialogs: [] },
  { role: 'supervisor', path: '/my-pay', dialogs: [] },
  { role: 'supervisor', path: '/settings', dialogs: [] },
  { role: 'employee', path: '/home-employee', dialogs: herHome },
  {
    role: 'employee',
    path: '/cleaning-events-employee',
    dialogs: [eventDetails(button('Detalles de la propiedad'))],
  },
  { role: 'employee', path: '/my-pay', dialogs: [] },
  { role: 'employee', path: '/settings', dialogs: [] },
];

const today = todayIso();
const summary = `Phone fit ${Date.now()}`;
let browser: Browser;
const pages = new Map<Role, Page>();
const started = Date.now();

beforeAll(async () => {
  browser = await connectBrowser();
  // A cleaning of today assigned to the housekeeper: her home and her events show a card.
  await createAssignedEvent(await tokenFor(demoUser('admin')), today, summary);
  for (const role of ['admin', 'supervisor', 'employee'] as const) {
    const page = await newPage(browser, 375, { locale: 'es' });
    await signInAs(page, demoUser(role));
    pages.set(role, page);
  }
});
afterAll(async () => {
  console.info(`phone-fit journey: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await browser?.close();
});

/** Opens `path` and waits until its content is in. */
async function openScreen(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForApp(page);
  await screenSettled(page);
}

/** How many dialogs and lists are shown. */
function shownDialogs(page: Page): Promise<number> {
  return page.evaluate(
    (opened) => [...document.querySelectorAll(opened)].filter((element) => element.checkVisibility()).length,
    `${DIALOG}, ${LIST}`,
  );
}

describe('every staff screen at 375 px in Spanish', () => {
  it.each(SCREENS)('$path ($role) and its dialogs fit the phone', async ({ role, path, dialogs }) => {
    const page = pages.get(role)!;
    await openScreen(page, path);
    const found = (await scrollsSideways(page)) ? ['the page scrolls sideways'] : [];
    found.push(...(await misfits(page)));
    await screenshot(page, `fit${path.replace(/\W+/g, '-')}-${role}`, { fullPage: false });

    for (const dialog of dialogs) {
      await dialog.open(page);
      await settleDialog(page, dialog.list ? LIST : DIALOG);
      found.push(...(await misfits(page, OPEN_DIALOG)).map((line) => `[${dialog.name}] ${line}`));
      await screenshot(page, `fit${path.replace(/\W+/g, '-')}-${role}-${dialog.name.replace(/\W+/g, '-')}`, {
        fullPage: false,
      });
      // Closed as she would (Escape closes the newest dialog or list), all of them before the next.
      for (let open = await shownDialogs(page); open > 0; open = await shownDialogs(page)) {
        await page.keyboard.press('Escape');
        await page.waitForFunction(
          ({ opened, open }) =>
            [...document.querySelectorAll(opened)].filter((element) => element.checkVisibility()).length < open,
          { opened: `${DIALOG}, ${LIST}`, open },
        );
      }
    }
    expect(found).toEqual([]);
    expect(pageProblems.get(page)).toEqual([]);
  });
});
