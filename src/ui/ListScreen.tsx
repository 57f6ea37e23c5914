import { ListCard, type ListCardProps } from './ListCard';
import { ScreenPage } from './ScreenPage';

type ListScreenProps = Omit<ListCardProps, 'heading' | 'loadFailure'> & {
  /** The screen's translation namespace: its title, list heading and failed-load title are `<texts>.title`, `<texts>.list.title` and `<texts>.loadFailure`. */
  texts: string;
};

/**
 * A screen that is one list card under its title. The screens built this way name their texts alike,
 * so the keys come from one namespace instead of being spelled out three times on each.
 */
export const ListScreen = ({ texts, ...card }: ListScreenProps) => (
  <ScreenPage title={`${texts}.title`}>
    <ListCard heading={`${texts}.list.title`} loadFailure={`${texts}.loadFailure`} {...card} />
  </ScreenPage>
);
