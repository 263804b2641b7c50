/**
 * §3.1 a customer's profile fields as they travel: the body of cliente/saveCliente and the
 * profile half of auth/signupEmail (the e-mail and passwords travel beside it). The app
 * writes it (src/api/cliente/save-cliente.ts), the server reads it
 * (server/accounts/customer-fields.ts).
 */
export interface ProfileBody {
  nombres: string;
  apellidos: string;
  nickname: string;
  /** digits only */
  telefono: string;
  /** MA, FE or NA */
  genero: string;
  /** 'YYYY-MM-DD'; today's date when left empty (§5.1) */
  fechaNacimiento: string;
  instruccionEspecial: string;
  publicidad: 'S' | 'N';
}
