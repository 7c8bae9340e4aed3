import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useForm } from 'react-hook-form'
import { defineMessages, type IntlShape, type MessageDescriptor, useIntl } from 'react-intl'
import { directionNames, presetNames, widthNames } from '#client/app/layout/customizer/look-names.ts'
import { ActionButton } from '#client/components/form/form-buttons.tsx'
import { FormCheckbox } from '#client/components/form/form-checkbox.tsx'
import { FormErrorAlert } from '#client/components/form/form-error-alert.tsx'
import { FormSelect } from '#client/components/form/form-select.tsx'
import { useServerError } from '#client/components/form/use-server-error.ts'
import { LoadError } from '#client/components/load-error.tsx'
import { LoadingSkeleton } from '#client/components/loading-skeleton.tsx'
import { MainCard } from '#client/components/main-card.tsx'
import { PageTitle } from '#client/components/page-title.tsx'
import { showToast } from '#client/components/toast.tsx'
import { useAdminActions } from '#client/features/admin/api/admin-actions.ts'
import { useAppearanceDefaults } from '#client/features/admin/api/admin-api.ts'
import { pageTitles } from '#client/navigation/page-titles.ts'
import {
  DIRECTIONS,
  FONT_NAMES,
  FONTS,
  LAYOUT_WIDTHS,
  LOOK_KEYS,
  type Look,
  PRESET_COLORS,
} from '#shared/look.ts'

// Administration › Appearance: the customizer's defaults for the instance (decision 027), which the
// pages of everyone who did not make a choice of their own follow.

// The fonts keep their own names in every language.

const messages = defineMessages({
  saved: { id: 'admin.appearance.saved', defaultMessage: 'The appearance defaults are saved' },
  form: { id: 'admin.appearance.form', defaultMessage: 'Appearance defaults' },
  intro: {
    id: 'admin.appearance.intro',
    defaultMessage:
      'Everyone’s pages look this way until they choose otherwise in the customizer (the top bar’s palette button). The colour mode stays each person’s and each device’s own.',
  },
  preset: { id: 'admin.appearance.preset', defaultMessage: 'Primary colour' },
  font: { id: 'admin.appearance.font', defaultMessage: 'Font' },
  direction: { id: 'admin.appearance.direction', defaultMessage: 'Direction' },
  width: { id: 'admin.appearance.width', defaultMessage: 'Layout' },
  miniDrawer: {
    id: 'admin.appearance.mini-drawer',
    defaultMessage: 'Start with the menu collapsed to its icons',
  },
  save: { id: 'admin.appearance.save', defaultMessage: 'Save' },
  card: { id: 'admin.appearance.card', defaultMessage: 'Defaults for everyone' },
  failed: { id: 'admin.appearance.failed', defaultMessage: 'The appearance defaults could not be loaded.' },
  loading: { id: 'admin.appearance.loading', defaultMessage: 'Loading the appearance defaults' },
})

function optionsOf<T extends string>(
  intl: IntlShape,
  values: readonly T[],
  names: Record<T, MessageDescriptor>,
) {
  return values.map((value) => {
    const name: MessageDescriptor = names[value]
    return { value, label: intl.formatMessage(name) }
  })
}

function DefaultsForm({ defaults }: { defaults: Look }) {
  const { setAppearanceDefaults } = useAdminActions()
  const intl = useIntl()
  // Its options are the only values it can have; the server checks what it is sent.
  const { control, handleSubmit, setError, formState, reset } = useForm<Look>({ defaultValues: defaults })
  const serverError = useServerError(setError, LOOK_KEYS)
  const onSubmit = handleSubmit(async (look) => {
    let saved = look
    if (await serverError.attempt(async () => (saved = await setAppearanceDefaults(look)))) {
      reset(saved)
      showToast({ message: intl.formatMessage(messages.saved) })
    }
  })
  return (
    <form noValidate onSubmit={onSubmit} aria-label={intl.formatMessage(messages.form)}>
      <Stack sx={{ gap: 2.5, maxWidth: 420 }}>
        <Typography color="textSecondary">{intl.formatMessage(messages.intro)}</Typography>
        {serverError.error && <FormErrorAlert error={serverError.error} />}
        <FormSelect
          control={control}
          name="preset"
          label={intl.formatMessage(messages.preset)}
          options={optionsOf(intl, PRESET_COLORS, presetNames)}
        />
        <FormSelect
          control={control}
          name="font"
          label={intl.formatMessage(messages.font)}
          options={FONTS.map((font) => ({ value: font, label: FONT_NAMES[font] }))}
        />
        <FormSelect
          control={control}
          name="direction"
          label={intl.formatMessage(messages.direction)}
          options={optionsOf(intl, DIRECTIONS, directionNames)}
        />
        <FormSelect
          control={control}
          name="width"
          label={intl.formatMessage(messages.width)}
          options={optionsOf(intl, LAYOUT_WIDTHS, widthNames)}
        />
        <FormCheckbox control={control} name="miniDrawer" label={intl.formatMessage(messages.miniDrawer)} />
        <div>
          <ActionButton isPending={formState.isSubmitting} disabled={!formState.isDirty}>
            {intl.formatMessage(messages.save)}
          </ActionButton>
        </div>
      </Stack>
    </form>
  )
}

export function Component() {
  const { data, error, mutate } = useAppearanceDefaults()
  const intl = useIntl()
  return (
    <>
      <PageTitle>{intl.formatMessage(pageTitles['/admin/appearance'])}</PageTitle>
      <MainCard title={intl.formatMessage(messages.card)}>
        {error ? (
          <LoadError what={intl.formatMessage(messages.failed)} error={error} onRetry={() => void mutate()} />
        ) : data ? (
          <DefaultsForm defaults={data} />
        ) : (
          <LoadingSkeleton variant="rounded" height={320} label={intl.formatMessage(messages.loading)} />
        )}
      </MainCard>
    </>
  )
}
