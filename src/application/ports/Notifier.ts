// Port: shows a toast to the visitor (top-right, SHELL-4). The texts come from src/application/messages.
export interface Notifier {
  success(message: string): void;
  error(message: string): void;
  info(message: string): void;
}
