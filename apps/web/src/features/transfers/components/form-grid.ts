/** Six columns wide on larger screens, one on phones: the transfer body's debit section and cards. */
export const formGrid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(6, minmax(0, 1fr))' }, alignItems: 'start' } as const;
export const gridSpan = (n: number) => ({ gridColumn: { xs: '1 / -1', sm: `span ${n}` }, minWidth: 0 });
