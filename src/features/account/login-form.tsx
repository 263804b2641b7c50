import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSnapshot } from 'valtio';
import { COMMUNICATION_ERROR } from '../../api/api-error';
import { authRefusalRead } from '../../api/auth/auth-refusal';
import { authLogin } from '../../api/auth/login';
import { authResendActivation } from '../../api/auth/resend-activation';
import { loginPasswordCheck } from '../../domain/account/password-rules';
import { emailCheck, requiredCheck } from '../../domain/checkout/checkout-fields';
import { signupFlowCaptchaSet, signupFlowStore } from '../../stores/signup-flow';
import { AccountField } from './account-field';
import { AccountSubmit } from './account-form-end';
import { SignInEmailField } from './credential-fields';
import { domainResolver } from './form-resolver';
import { useAccountReturn } from './use-account-return';

// the proof-of-work widget loads only once the server demands a captcha
const CaptchaField = lazy(() => import('./captcha-field'));

interface LoginValues {
  email: string;
  password: string;
}

/** Contract: what auth/login answers while a demanded captcha is missing. */
export const CAPTCHA_MISSING = 'Completa la verificación para continuar';

const resolver = domainResolver<LoginValues>((v) => ({
  email: requiredCheck(v.email) ?? emailCheck(v.email),
  password: loginPasswordCheck(v.password),
}));

/**
 * §2.10 / §5.1 the login form: e-mail and password (the legacy rule), the server's refusal
 * announced, the captcha once demanded (showReCaptcha), and for an account not yet
 * validated ('04') a way to ask for a new link.
 */
export function LoginForm() {
  const { showReCaptcha } = useSnapshot(signupFlowStore);
  const done = useAccountReturn();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [unvalidated, setUnvalidated] = useState<string | null>(null);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaRound, setCaptchaRound] = useState(0);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({
    defaultValues: { email: signupFlowStore.emailSignup, password: '' },
    mode: 'onTouched',
    resolver,
  });

  const submit = async (values: LoginValues) => {
    setRefusal(null);
    setUnvalidated(null);
    if (showReCaptcha && captcha === null) {
      setRefusal(CAPTCHA_MISSING);
      return;
    }
    try {
      await authLogin({ ...values, captcha: captcha ?? undefined });
      done();
    } catch (error) {
      const answer = authRefusalRead(error);
      if (answer?.showReCaptcha) signupFlowCaptchaSet(true);
      // a solution is spent once sent: a new challenge for the next try
      setCaptcha(null);
      setCaptchaRound((n) => n + 1);
      if (answer?.code === '04') setUnvalidated(answer.email || values.email.trim());
      setRefusal(answer?.message ?? (error instanceof Error ? error.message : COMMUNICATION_ERROR));
    }
  };

  return (
    <form className="form-card" noValidate onSubmit={handleSubmit(submit)}>
      <SignInEmailField registration={register('email')} error={errors.email?.message} />
      <AccountField
        label="Contraseña"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      {showReCaptcha ? (
        <Suspense fallback={<p className="account-captcha__label">Cargando verificación…</p>}>
          <CaptchaField key={captchaRound} onSolution={setCaptcha} />
        </Suspense>
      ) : null}
      {refusal ? (
        <div className="form-refusal account-form__refusal" role="alert">
          <p>{refusal}</p>
          {unvalidated ? (
            <button
              type="button"
              className="account-link-button"
              onClick={() => void authResendActivation(unvalidated).catch(() => undefined)}
            >
              Enviar un nuevo enlace de confirmación
            </button>
          ) : null}
        </div>
      ) : null}
      <AccountSubmit busy={isSubmitting} label="Iniciar sesión" busyLabel="Ingresando…" />
    </form>
  );
}
