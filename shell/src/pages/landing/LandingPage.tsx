import { Link, Navigate } from 'react-router';
import { BrandMark, UiIcon, buttonClass, useAuth } from '@il/ui/core';
import { FEATURES, STEPS } from './landing-content';
import { PhoneMock } from './PhoneMock';

export function LandingPage() {
  const auth = useAuth();
  if (auth.status === 'authenticated') return <Navigate to="/leagues" replace />;

  return (
    <div className="landing">
      <header className="landing__nav">
        <BrandMark />
        <nav className="landing__nav-links" aria-label="Account">
          <Link to="/login" className={buttonClass({ variant: 'ghost' })}>
            Log In
          </Link>
          <Link to="/login?tab=register" className={buttonClass({ size: 'md' })}>
            Create Account
          </Link>
        </nav>
      </header>

      <main>
        <section className="landing__hero" aria-labelledby="landing-title">
          <div className="landing__hero-copy">
            <p className="landing__eyebrow">
              <span className="landing__live-dot" aria-hidden="true" /> Live now: a new season of fame
            </p>
            <h1 id="landing-title" className="landing__title">
              From reality TV to <span className="il-gradient-text">viral royalty</span>
            </h1>
            <p className="landing__lead">
              Your show ended. Your influence is just beginning. Turn a reality-TV past into a social-media empire: post, scheme,
              survive scandals and outshine your league on the leaderboard.
            </p>
            <div className="landing__cta">
              <Link to="/login?tab=register" className={buttonClass({ size: 'lg' })}>
                Start Your Journey
              </Link>
              <Link to="/login" className={buttonClass({ variant: 'outline', size: 'lg' })}>
                I already have an account
              </Link>
            </div>
            <ul className="landing__proof" aria-label="Highlights">
              <li>
                <strong>5</strong> reality-show backgrounds
              </li>
              <li>
                <strong>4</strong> content formats
              </li>
              <li>
                <strong>1</strong> champion per league
              </li>
            </ul>
          </div>
          <PhoneMock />
        </section>

        <section className="landing__section" aria-labelledby="features-title">
          <h2 id="features-title" className="landing__section-title">
            Everything a rising star needs
          </h2>
          <p className="landing__section-lead">Every post, every reply, every brand partnership moves you up, or down, the rankings.</p>
          <div className="landing__features">
            {FEATURES.map((feature) => (
              <article key={feature.title} className="landing__feature il-card il-card--interactive">
                <span className="landing__feature-icon" aria-hidden="true">
                  <UiIcon name={feature.icon} />
                </span>
                <h3 className="landing__feature-title">{feature.title}</h3>
                <p className="landing__feature-text">{feature.text}</p>
              </article>
            ))}
          </div>
        </section>

        <section className="landing__section" aria-labelledby="steps-title">
          <h2 id="steps-title" className="landing__section-title">
            Three steps to the spotlight
          </h2>
          <ol className="landing__steps">
            {STEPS.map((step, index) => (
              <li key={step.title} className="landing__step">
                <span className="landing__step-number">{index + 1}</span>
                <div>
                  <h3 className="landing__step-title">{step.title}</h3>
                  <p className="landing__step-text">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>

        <section className="landing__final" aria-labelledby="final-title">
          <h2 id="final-title" className="landing__final-title">
            Ready for your close-up?
          </h2>
          <p className="landing__final-text">Create your persona, join a league and find out who really has influence.</p>
          <div className="landing__cta landing__cta--center">
            <Link to="/login?tab=register" className={buttonClass({ size: 'lg' })}>
              Create Your Account
            </Link>
            <Link to="/login" className={buttonClass({ variant: 'secondary', size: 'lg' })}>
              Log In
            </Link>
          </div>
        </section>
      </main>

      <footer className="landing__footer">
        <BrandMark />
        <p>© Influencer League. All drama is fictional.</p>
      </footer>
    </div>
  );
}
