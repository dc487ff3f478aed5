import { type TAgentContractKind, type TContractTemplate, type TDividendCycle } from '@platform/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast.tsx';
import { ErrorNote, ui } from '../../components/ui.tsx';
import { KindCycleFields } from './kind-cycle-fields.tsx';
import { agentContractsApi } from './api/agent-contracts-api.ts';
import { TiersEditor } from './tiers-editor.tsx';
import { draftsOf, emptyTier, tierProblems, tiersOf, tiersValid, type TierDraft } from './tiers-draft.ts';
import styles from './agent-contracts.module.css';

const NAME_MAX = 60;

/** Adds a contract template, or changes one (`template`): a name, a kind, its cycle and tiers. */
export function TemplateDialog(props: {
  merchantCode: string;
  currency: string;
  template: TContractTemplate | null;
  onDone: () => void;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const editing = props.template;
  const [name, setName] = useState(editing?.name ?? '');
  const [kind, setKind] = useState<TAgentContractKind>(editing?.kind ?? 'dividend');
  const [cycle, setCycle] = useState<TDividendCycle>(editing?.cycle ?? 'D');
  const [tiers, setTiers] = useState<TierDraft[]>(editing ? draftsOf(editing.tiers) : [emptyTier()]);
  const [touched, setTouched] = useState(false);
  const realtime = kind === 'realtimeSalary';
  const problems = tierProblems(tiers, props.currency, realtime);
  const nameMissing = name.trim() === '';
  const valid = !nameMissing && tiersValid(tiers, props.currency, realtime);
  const save = useMutation({
    mutationFn: () => {
      const body = {
        name: name.trim(),
        kind,
        tiers: tiersOf(tiers, realtime),
        ...(kind === 'dividend' ? { cycle } : {}),
      };
      return editing
        ? agentContractsApi.updateTemplate(props.merchantCode, editing.id, body)
        : agentContractsApi.createTemplate(props.merchantCode, body);
    },
    onSuccess: (saved) => {
      toast(
        t(editing ? 'agentContracts.templates.savedToast' : 'agentContracts.templates.addedToast', saved),
      );
      props.onDone();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (valid && !save.isPending) save.mutate();
  };

  return (
    <Dialog.Root open onOpenChange={props.onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={ui.overlay} />
        <Dialog.Content className={`${ui.dialog} ${styles.dialog}`}>
          <form onSubmit={submit} noValidate>
            <Dialog.Title>
              {t(editing ? 'agentContracts.templates.editTitle' : 'agentContracts.templates.addTitle')}
            </Dialog.Title>
            <Dialog.Description>
              {t('agentContracts.templates.dialogText', { currency: props.currency })}
            </Dialog.Description>
            <div className={styles.form}>
              <label className={ui.field}>
                <span>{t('agentContracts.templates.name')}</span>
                <input
                  className={`${ui.input} ${touched && nameMissing ? ui.invalid : ''}`}
                  value={name}
                  maxLength={NAME_MAX}
                  aria-invalid={touched && nameMissing}
                  aria-describedby={touched && nameMissing ? 'template-name-error' : undefined}
                  placeholder={t('agentContracts.templates.namePlaceholder')}
                  onChange={(e) => setName(e.target.value)}
                />
                {touched && nameMissing ? (
                  <span id="template-name-error" className={ui.fieldError}>
                    {t('agentContracts.templates.nameMissing')}
                  </span>
                ) : null}
              </label>
              <KindCycleFields kind={kind} cycle={cycle} onKind={setKind} onCycle={setCycle} />
              <TiersEditor
                kind={kind}
                currency={props.currency}
                tiers={tiers}
                problems={problems}
                showProblems={touched}
                onChange={setTiers}
              />
            </div>
            <ErrorNote error={save.error} />
            <div className={ui.row} style={{ justifyContent: 'flex-end' }}>
              <Dialog.Close type="button" className={`${ui.button} ${ui.secondary}`}>
                {t('common.cancel')}
              </Dialog.Close>
              <button type="submit" className={ui.button} disabled={save.isPending || (touched && !valid)}>
                {t(editing ? 'agentContracts.templates.save' : 'agentContracts.templates.add')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
