// A 10,000-row export sealed by the bank, on the gateway (issue 12: at most 1.5 s). Not a
// test: it prints one JSON line per figure and exits 0. It runs the gateway's own pipeline
// (`renderExport`: the table model orders the rows, the columns write them in Spanish, pdfkit
// draws the PDF, the bank's key seals it) over 10,000 trace rows, the view with most rows.
// The signing identity is made in a temporary folder, as a fresh gateway makes it.
// Usage: npm run bench:exports   (BENCH_EXPORT_ROWS=20000, BENCH_EXPORT_RUNS=5)
import { mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { codeAsLabel, tracesLayout } from '@bel/contract/tables';
import { fixedClock } from '../apps/server/src/clock.js';
import { loadConfig } from '../apps/server/src/config.js';
import { createBankSealService } from '../apps/server/src/modules/bank-seal/service.js';
import { renderExport } from '../apps/server/src/modules/exports/service.js';
import type { Db } from '../apps/server/src/db/client.js';

const ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 10_000);
const RUNS = Number(process.env.BENCH_EXPORT_RUNS ?? 5);
const NOW = new Date('2026-03-11T14:00:00Z');

const OPERATIONS = ['auth.login', 'auth.logout', 'request.checkbook.sign', 'request.transfer.send', 'auth.pin.failed'];
const rows = Array.from({ length: ROWS }, (_, i) => ({
  nombre_usuario: `usuario${i % 40}`,
  nombre: i % 3 ? 'Ana Pérez Gómez' : 'Carlos Rodríguez Núñez',
  p_apellido: 'Pérez',
  s_apellido: 'Gómez',
  nombre_operacion: OPERATIONS[i % OPERATIONS.length]!,
  fecha: `2026-03-${String(1 + (i % 28)).padStart(2, '0')} ${String(i % 24).padStart(2, '0')}:05:00`,
  ip: `10.0.${i % 256}.${(i * 7) % 256}`,
  traza_externa_id: `T${i}`,
  descripcion: '<a/>',
}));

const keys = mkdtempSync(path.join(tmpdir(), 'bel-bench-keys-'));
try {
  const config = { ...loadConfig({}), bankKeysDir: keys };
  // The seal reads no table: only its key files and the clock.
  const seal = createBankSealService({ db: undefined as unknown as Db, clock: fixedClock(NOW), config });
  await seal.sealPdf(new Uint8Array()).catch(() => undefined); // makes the identity once, as the first export would
  const times: number[] = [];
  // CPU time beside wall time: on a shared, loaded machine the wall clock counts other work too.
  const cpu: number[] = [];
  let bytes = 0;
  for (let run = 0; run <= RUNS; run++) {
    const started = performance.now();
    const cpuStart = process.cpuUsage();
    const { file, count } = await renderExport(
      { layout: tracesLayout, answer: rows, optionLabel: codeAsLabel, table: { search: '', filters: {}, sort: { columnId: 'date', direction: 'desc' } }, language: 'es', format: 'pdf', reference: 'BEL-bench-20260311140000-000000', now: NOW },
      seal,
    );
    const ms = performance.now() - started;
    const used = process.cpuUsage(cpuStart);
    if (count !== ROWS) throw new Error(`rendered ${count} rows, not ${ROWS}`);
    bytes = file.length;
    // The first run warms the JIT and loads the key; it is reported but not counted.
    if (run > 0) {
      times.push(ms);
      cpu.push((used.user + used.system) / 1000);
    }
    else console.log(JSON.stringify({ figure: 'export.pdf.first', rows: ROWS, ms: Math.round(ms) }));
  }
  // Where the time goes: the same export unsealed, then the seal alone on its bytes.
  const parts = { render: [] as number[], seal: [] as number[] };
  for (let run = 0; run < RUNS; run++) {
    let started = performance.now();
    const { file } = await renderExport(
      { layout: tracesLayout, answer: rows, optionLabel: codeAsLabel, table: { search: '', filters: {}, sort: { columnId: 'date', direction: 'desc' } }, language: 'es', format: 'pdf', reference: 'BEL-bench', now: NOW },
      { sealPdf: async (pdf) => pdf },
    );
    parts.render.push(performance.now() - started);
    started = performance.now();
    await seal.sealPdf(file);
    parts.seal.push(performance.now() - started);
  }
  const mid = (list: number[]) => Math.round([...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!);
  console.log(JSON.stringify({ figure: 'export.pdf.parts', rows: ROWS, renderMedianMs: mid(parts.render), sealMedianMs: mid(parts.seal) }));
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  console.log(JSON.stringify({ figure: 'export.pdf.sealed', rows: ROWS, runs: RUNS, medianMs: Math.round(median), cpuMedianMs: mid(cpu), maxMs: Math.round(times.at(-1)!), bytes, budgetMs: 1500, withinBudget: median <= 1500, load: os.loadavg()[0]!.toFixed(1), cpus: os.cpus().length }));
} finally {
  rmSync(keys, { recursive: true, force: true });
}
