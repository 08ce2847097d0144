import { describe, expect, it } from 'vitest';
import type { Notification } from '@bel/contract';
import { resources } from '@bel/contract/i18n';
import { messageKey, messageValues, seen, unseen } from './notification-text';

const n = (id: number, texto: string, visto: 0 | 1): Notification => ({ notificacion_id: id, texto, parametros: {}, operacion: null, visto, fecha: '2026-03-11 10:00:00' });

describe('notification texts', () => {
  it('maps the gateway codes to catalogue entries, with one for codes it does not know yet', () => {
    expect(messageKey(n(1, 'notifications.newAddress', 0))).toBe('newAddress');
    expect(messageKey(n(1, 'notifications.instalmentDue', 0))).toBe('instalmentDue');
    expect(messageKey(n(1, 'notifications.requestAwaitingSignature', 0))).toBe('unknown');
    // The bank's answers to document shipments and liquidity letters (ADR 0025) are worded, not a generic notice.
    for (const key of ['documentReceived', 'liquidityAuthorized', 'liquidityRejected', 'liquidityReady', 'liquidityCollected']) {
      expect(messageKey(n(1, `notifications.${key}`, 0))).toBe(key);
    }
    for (const key of ['newAddress', 'statementReady', 'instalmentDue', 'unknown', 'documentReceived', 'liquidityReady']) {
      expect(resources.es.notifications.messages).toHaveProperty(key);
      expect(resources.en.notifications.messages).toHaveProperty(key);
    }
  });

  it('formats dates, date-times and amounts for reading', () => {
    expect(messageValues({ ip: '203.0.113.10', at: '2026-03-02 09:00:00' })).toEqual({ ip: '203.0.113.10', at: '02/03/2026 09:00' });
    expect(messageValues({ contract: 'LD1001010001', date: '20260315', amount: '12345.6', currency: 'USD' })).toEqual({ contract: 'LD1001010001', date: '15/03/2026', amount: '12,345.60', currency: 'USD' });
    expect(messageValues({ amount: '1500', currency: 'JPY' }).amount).toBe('1,500');
  });

  it('splits the list into not viewed and viewed, keeping the order', () => {
    const list = [n(3, 'a', 0), n(2, 'b', 1), n(1, 'c', 0)];
    expect(unseen(list).map((x) => x.notificacion_id)).toEqual([3, 1]);
    expect(seen(list).map((x) => x.notificacion_id)).toEqual([2]);
    expect(unseen(undefined)).toEqual([]);
  });
});
