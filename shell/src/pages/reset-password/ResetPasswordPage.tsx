import { Link, useNavigate, useSearchParams } from 'react-router';
import { BrandMark, UiIcon, buttonClass, useToast } from '@il/ui';
import { ResetPasswordForm } from './ResetPasswordForm';

export const RESET_SUCCESS = 'Your password has been reset successfully.';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { toast } = useToast();
  const token = params.get('token');

  const onSuccess = () => {
    toast({ title: RESET_SUCCESS, variant: 'success' });
    navigate('/login', { replace: true });
  };

  return (
    <div className="shell-standalone-page">
      <BrandMark />
      <div className="shell-standalone-page__card auth-card il-card">
        {token ? (
          <>
            <h1 className="auth-card__title">Choose a new password</h1>
            <p className="auth-card__subtitle">Pick something your rivals will never guess.</p>
            <ResetPasswordForm token={token} onSuccess={onSuccess} />
          </>
        ) : (
          <div className="reset-invalid">
            <p className="reset-invalid__icon" aria-hidden="true">
              <UiIcon name="link" />
            </p>
            <h1 className="auth-card__title">Invalid password reset link</h1>
            <p className="auth-card__subtitle">This link has no reset token. Ask for a new one from the login page.</p>
            <Link to="/login" className={buttonClass({ size: 'lg', block: true })}>
              Back to Login
            </Link>
          </div>
        )}
      </div>
    </div>
  );
}
