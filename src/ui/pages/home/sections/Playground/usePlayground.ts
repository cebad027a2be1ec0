// The playground machine for the view: the conversation, the metrics, whether it is busy, whether a text may be sent
// now (the machine's own guard, asked with `snapshot.can`) and the one event.
import { playgroundMachine } from '../../../../../application/machines/playgroundMachine';
import { useAppMachine } from '../../../../app/machineActors';
import { useMachineWiring, useServices } from '../../../../app/ServicesContext';

export const usePlayground = () => {
  const { clock, random } = useServices();
  const [snapshot, send] = useAppMachine(useMachineWiring().playground(playgroundMachine), {
    input: { clock, random },
  });
  return {
    messages: snapshot.context.messages,
    metrics: snapshot.context.metrics,
    busy: snapshot.hasTag('busy'),
    canSend: (text: string): boolean => snapshot.can({ type: 'message.send', text }),
    send: (text: string): void => send({ type: 'message.send', text }),
  };
};
