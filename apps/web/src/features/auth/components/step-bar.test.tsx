import { describe, expect, it } from 'vitest';
import { mountPerTest } from '../../../test/dom-root';
import { StepBar } from './step-bar';

const dom = mountPerTest();
const items = () => [...dom.container().querySelectorAll('ol > li')];

describe('the step bar of the two-step flows', () => {
  it('lists the steps in order, the current one marked, its number shown', () => {
    dom.render(<StepBar steps={['Datos de acceso', 'PIN']} activeStep={0} />);
    expect(items().map((li) => li.textContent)).toEqual(['1Datos de acceso', '2PIN']);
    expect(items().map((li) => li.getAttribute('aria-current'))).toEqual(['step', null]);
  });

  it('shows a finished step with a check instead of its number', () => {
    dom.render(<StepBar steps={['Datos de acceso', 'PIN']} activeStep={1} />);
    expect(items().map((li) => li.textContent)).toEqual(['Datos de acceso', '2PIN']);
    expect(items()[0]!.querySelector('svg')).not.toBeNull();
    expect(items().map((li) => li.getAttribute('aria-current'))).toEqual([null, 'step']);
  });
});
