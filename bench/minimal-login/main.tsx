// The bundle reference of issue 13: the least a React + MUI sign-in page ships (a themed card
// with the four fields and a button), built by the same Vite as the web app. Not part of the app.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Box, Button, Card, CardContent, CssBaseline, TextField, ThemeProvider, Typography, createTheme } from '@mui/material';

function SignIn() {
  const [email, setEmail] = useState('');
  return (
    <Box component="main" sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
      <Card sx={{ width: 360 }}>
        <CardContent component="form" sx={{ display: 'grid', gap: 2 }}>
          <Typography variant="h5" component="h1">Banca en Línea</Typography>
          <TextField label="Correo" value={email} onChange={(e) => setEmail(e.target.value)} />
          <TextField label="Contraseña" type="password" />
          <TextField label="Código de cliente" />
          <Button variant="contained" type="submit">Entrar</Button>
        </CardContent>
      </Card>
    </Box>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider theme={createTheme()}>
      <CssBaseline />
      <SignIn />
    </ThemeProvider>
  </StrictMode>,
);
