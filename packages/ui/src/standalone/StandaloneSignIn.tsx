import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert, BrandMark, Button, Card, CardContent, CardHeader, CardDescription, CardTitle, FormField, Input, messageOf, useLogin } from '@il/ui';

/** Just enough sign-in to reach the slice's pages; the real account screens live in the shell. */
export function StandaloneSignIn({ slice }: { slice: string }) {
  const login = useLogin();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate({ email, password }, { onSuccess: () => navigate(params.get('redirect') ?? '/', { replace: true }) });
  };

  return (
    <div className="il-standalone__signin">
      <BrandMark />
      <Card>
        <CardHeader>
          <CardTitle>Sign in to {slice}</CardTitle>
          <CardDescription>Standalone development page, talking to the gateway.</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={onSubmit} className="il-standalone__form">
            <FormField label="Email">
              <Input type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
            </FormField>
            <FormField label="Password">
              <Input type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
            </FormField>
            {login.isError && <Alert variant="error">{messageOf(login.error, 'Login failed')}</Alert>}
            <Button type="submit" block loading={login.isPending}>
              Log In
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
