import { expect, type Locator, type Page } from '@playwright/test';

/** The top bar's bell and the home tab's notification list. */
export class NotificationsPage {
  constructor(readonly page: Page) {}

  bell(): Locator {
    return this.page.getByRole('button', { name: /^(Notificaciones|Notifications)/ });
  }

  bellPanel(): Locator {
    return this.page.getByRole('dialog', { name: /^(Notificaciones sin ver|Unseen notifications)$/ });
  }

  async openBell() {
    await this.bell().click();
    await expect(this.bellPanel()).toBeVisible();
  }

  bellItems(): Locator {
    return this.bellPanel().getByRole('listitem');
  }

  async showMore() {
    await this.bellPanel().getByRole('button', { name: /^(Ver más|Show more)$/ }).click();
    await expect(this.bellPanel()).toBeHidden();
  }

  board(): Locator {
    return this.page.getByRole('region', { name: /^(Notificaciones|Notifications)$/ });
  }

  tab(which: 'notViewed' | 'viewed'): Locator {
    return this.board().getByRole('tab', { name: which === 'notViewed' ? /^(No vistas|Not viewed) \(\d+\)$/ : /^(Vistas|Viewed) \(\d+\)$/ });
  }

  cards(): Locator {
    return this.board().getByRole('tabpanel').getByRole('listitem');
  }

  /** The count in a tab's label. */
  async count(which: 'notViewed' | 'viewed'): Promise<number> {
    return Number((await this.tab(which).innerText()).match(/\((\d+)\)/)?.[1]);
  }
}
