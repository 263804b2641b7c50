import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { authRefusalRead } from '../../api/auth/auth-refusal';
import { authSignupEmail } from '../../api/auth/signup-email';
import { signupFormErrors, type SignupFormData } from '../../domain/account/account-forms';
import { signupFlowSignedUp } from '../../stores/signup-flow';
import { domainResolver, todayInElSalvador } from './form-resolver';

const EMPTY: SignupFormData = {
  nombres: '',
  apellidos: '',
  nickname: '',
  email: '',
  telefono: '',
  genero: '',
  fechaNacimiento: '',
  instruccionEspecial: '',
  publicidad: false,
  contrasena: '',
  contrasenaConfirm: '',
};

const FIELDS = new Set<string>(Object.keys(EMPTY));

/**
 * §3.1 / §5.1 the sign-up form's state: the fields checked by the domain's rules (the
 * birthday's against today in El Salvador), and the submission (auth/signupEmail) that goes
 * to /email-sent, or shows the server's refusal and its messages on their fields.
 */
export function useSignupForm() {
  const router = useRouter();
  const [today] = useState(todayInElSalvador);
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignupFormData>({
    defaultValues: EMPTY,
    mode: 'onTouched',
    resolver: domainResolver((values: SignupFormData) => signupFormErrors(values, today)),
  });

  const submit = async (values: SignupFormData) => {
    setRefusal(null);
    try {
      await authSignupEmail(values, today);
      signupFlowSignedUp(values.email);
      void router.navigate({ to: '/email-sent', replace: true });
    } catch (error) {
      const answer = authRefusalRead(error);
      for (const [field, message] of Object.entries(answer?.errores ?? {})) {
        if (FIELDS.has(field)) setError(field as keyof SignupFormData, { message });
      }
      setRefusal(answer?.message ?? (error instanceof Error ? error.message : null));
    }
  };

  return { today, refusal, register, errors, isSubmitting, onSubmit: handleSubmit(submit) };
}
