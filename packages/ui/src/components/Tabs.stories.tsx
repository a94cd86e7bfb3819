import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { MatrixCell, MatrixGrid } from '../test/matrix';
import type { TabsProps } from 'react-aria-components';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

const renderTabs = (args: TabsProps) => (
  <Tabs {...args}>
    <TabList aria-label="Podešavanja naloga">
      <Tab id="profile">Profil</Tab>
      <Tab id="password">Lozinka</Tab>
      <Tab id="subscription">Pretplata</Tab>
    </TabList>
    <TabPanel id="profile">Ime, prezime, e-pošta, telefon, adresa, grad.</TabPanel>
    <TabPanel id="password">Stara lozinka, nova lozinka, potvrda lozinke.</TabPanel>
    <TabPanel id="subscription">Pretplata nije aktivna.</TabPanel>
  </Tabs>
);

const meta = { component: Tabs, render: renderTabs } satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const profile = canvas.getByRole('tab', { name: 'Profil' });
    await expect(profile).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const password = canvas.getByRole('tab', { name: 'Lozinka' });
    await expect(password).toHaveFocus();
    await expect(password).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Stara lozinka');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Pretplata' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};
export const DisabledTab: Story = { args: { disabledKeys: ['subscription'] } };

export const Matrix: Story = {
  tags: ['matrix'],
  render: (args) => (
    <MatrixGrid columns={1}>
      <MatrixCell title="first selected">{renderTabs(args)}</MatrixCell>
      <MatrixCell title="second selected, third disabled">
        {renderTabs({ ...args, defaultSelectedKey: 'password', disabledKeys: ['subscription'] })}
      </MatrixCell>
    </MatrixGrid>
  ),
};
