import { useState } from 'react';
import { AuthLayout } from './auth-layout';
import { LoginForm } from './login-form';
import { RecoveryForm } from './recovery-form';
import { RegisterForm } from './register-form';
import { ResetPasswordDialog } from './reset-password-dialog';

type Mode = 'login' | 'register' | 'recovery';

const HEADINGS: Record<Mode, { title: string; subtitle: string }> = {
  login: { title: 'Iniciar sesión', subtitle: 'Gestión de neumáticos para su flota' },
  register: { title: 'Registrar Usuario', subtitle: 'Cree la cuenta de su empresa' },
  recovery: { title: 'Recuperar contraseña', subtitle: 'Le enviaremos un código a su correo' },
};

/** '/login': one screen with three modes switched by links (spec 1 §2.4). */
export function LoginPage() {
  const [mode, setMode] = useState<Mode>('login');
  const [resetEmail, setResetEmail] = useState<string | null>(null);
  const heading = HEADINGS[mode];

  return (
    <AuthLayout title={heading.title} subtitle={heading.subtitle}>
      {mode === 'login' && (
        <LoginForm onRegister={() => setMode('register')} onRecover={() => setMode('recovery')} />
      )}
      {mode === 'register' && <RegisterForm onLogin={() => setMode('login')} />}
      {mode === 'recovery' && <RecoveryForm onLogin={() => setMode('login')} onSent={setResetEmail} />}
      {resetEmail !== null && (
        <ResetPasswordDialog
          key={resetEmail}
          email={resetEmail}
          onClose={() => setResetEmail(null)}
          onDone={() => {
            setResetEmail(null);
            setMode('login');
          }}
        />
      )}
    </AuthLayout>
  );
}
