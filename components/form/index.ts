/**
 * The one way to build a form (react-hook-form + zodResolver over a
 * lib/ground/validation schema, whose messages are `Validation` keys):
 *
 *   const form = useZodForm(loginSchema, { email: '', password: '' });
 *   <Form form={form} id="login" onSubmit={async (data) => {
 *     const result = await callApi(SESSION_LOGIN, { body: data });
 *     if (!result.ok) applyServerError(form, result, () => ({ message: 'login.invalidCredentials', focus: 'password' }));
 *   }}>
 *     <EmailField<LoginInput> name="email" label={t('email')} autoComplete="username" />
 *     <FormErrors />
 *     <SubmitButton label={t('submit')} busyLabel={t('submitting')} block />
 *   </Form>
 *
 * Fields are `${id}-${name}` and describe themselves by the error region
 * `${id}-error` while invalid; the region shows the first issue in the
 * schema's order (or the server's answer), the focus goes to that issue's
 * field. Needs the `Validation` namespace in the client messages.
 */
export { useZodForm, type ZodForm } from './useZodForm';
export { Form, focusField, type FormProps } from './Form';
export { TextField, type TextFieldProps } from './TextField';
export { EmailField } from './EmailField';
export { FormErrors, FormStatus } from './FormErrors';
export { SubmitButton, type SubmitButtonProps } from './SubmitButton';
export { applyServerError, type ServerErrorPlacement, type ServerFailure } from './applyServerError';
export { fieldErrorsInOrder, rootMessages, shownMessages } from './errors';
export { useFormIds, fieldId } from './FormContext';
export { useValidationText } from './useValidationText';
export { default as formStyles } from './Form.module.css';
