import { Tabs, type TabsProps } from '../../../components/tabs/tabs.tsx';

/** The segmented switch between the ways an auth form can be filled in; nothing when there is one way. */
export function MethodTabs<T extends string>(props: Omit<TabsProps<T>, 'variant'>) {
  if (props.items.length < 2) return null;
  return <Tabs {...props} variant="segmented" />;
}
