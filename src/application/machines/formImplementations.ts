// The form machine's `submit` actor and toasts, built from the FormService and Notifier ports by the composition
// root (machineWiring.ts). The move to the success page is an event the machine emits, since only the view holds the
// router.
import { fromPromise } from 'xstate';
import type { AppServices } from '../AppServices';
import type { SubmitInput } from './formMachine';
import { toastActions } from './toastActions';

export const createFormImplementations = ({ formService, notifier }: Pick<AppServices, 'formService' | 'notifier'>) => ({
  actors: {
    submit: fromPromise<boolean, SubmitInput>(({ input }) => formService.submit(input.form, input.fields)),
  },
  actions: toastActions(notifier),
});
