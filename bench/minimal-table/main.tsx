// The Lighthouse reference of issue 13: the least a React + MUI results table ships and runs
// (an app bar, a tab, a title and a table of the rows one authenticated call answers), built by
// the same Vite as the web app. Not part of the app.
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { AppBar, Box, CssBaseline, Tab, Table, TableBody, TableCell, TableHead, TableRow, Tabs, ThemeProvider, Toolbar, Typography, createTheme } from '@mui/material';

interface Row {
  account: string;
  currency: string;
  balance: string;
}

function ResultsTable() {
  const [rows, setRows] = useState<Row[] | null>(null);
  useEffect(() => {
    void fetch('/api/rows', { method: 'POST', headers: { 'x-api-key': 'reference', authorization: 'Bearer reference' } })
      .then((res) => res.json() as Promise<Row[]>)
      .then(setRows);
  }, []);
  return (
    <>
      <AppBar position="static">
        <Toolbar>
          <Typography variant="h6" component="div">Banca en Línea</Typography>
        </Toolbar>
      </AppBar>
      <Tabs value={0}>
        <Tab label="Saldo de cuentas" />
      </Tabs>
      <Box component="main" sx={{ p: 2 }}>
        <Typography variant="h5" component="h1" gutterBottom>Saldo de cuentas</Typography>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>Cuenta</TableCell>
              <TableCell>Moneda</TableCell>
              <TableCell align="right">Saldo</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(rows ?? []).map((row) => (
              <TableRow key={row.account}>
                <TableCell>{row.account}</TableCell>
                <TableCell>{row.currency}</TableCell>
                <TableCell align="right">{row.balance}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider theme={createTheme()}>
      <CssBaseline />
      <ResultsTable />
    </ThemeProvider>
  </StrictMode>,
);
