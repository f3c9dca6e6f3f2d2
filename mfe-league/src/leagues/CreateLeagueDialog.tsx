import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Dialog, leaguePath } from '@il/ui';
import { CreateLeagueForm } from './CreateLeagueForm';

/** The Your Leagues page's Create League dialog; the new league's owner goes on to pick a persona. */
export function CreateLeagueDialog() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <span aria-hidden="true">+</span> Create League
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title="Create League" description="Set the stage: name it, pick who can join and how long the season runs.">
        <CreateLeagueForm
          onCancel={() => setOpen(false)}
          onCreated={(id) => {
            setOpen(false);
            navigate(leaguePath(id, 'create-character'));
          }}
        />
      </Dialog>
    </>
  );
}
