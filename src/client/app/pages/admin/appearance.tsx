import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useForm } from 'react-hook-form'
import { ActionButton } from '#client/components/form/form-buttons.tsx'
import { FormCheckbox } from '#client/components/form/form-checkbox.tsx'
import { FormErrorAlert } from '#client/components/form/form-error-alert.tsx'
import { FormSelect } from '#client/components/form/form-select.tsx'
import { useServerError } from '#client/components/form/use-server-error.ts'
import { LoadError } from '#client/components/load-error.tsx'
import { MainCard } from '#client/components/main-card.tsx'
import { PageTitle } from '#client/components/page-title.tsx'
import { showToast } from '#client/components/toast.tsx'
import { useAdminActions, useAppearanceDefaults } from '#client/features/admin/api/admin-api.ts'
import {
  DIRECTION_NAMES,
  DIRECTIONS,
  FONT_NAMES,
  FONTS,
  LAYOUT_WIDTHS,
  LOOK_KEYS,
  type Look,
  PRESET_COLORS,
  PRESET_NAMES,
  WIDTH_NAMES,
} from '#shared/look.ts'

// Administration › Appearance: the customizer's defaults for the instance (decision 027), which the
// pages of everyone who did not make a choice of their own follow.

const optionsOf = <T extends string>(values: readonly T[], names: Record<T, string>) =>
  values.map((value) => ({ value, label: names[value] }))

function DefaultsForm({ defaults }: { defaults: Look }) {
  const { setAppearanceDefaults } = useAdminActions()
  // Its options are the only values it can have; the server checks what it is sent.
  const { control, handleSubmit, setError, formState, reset } = useForm<Look>({ defaultValues: defaults })
  const serverError = useServerError(setError, LOOK_KEYS)
  const onSubmit = handleSubmit(async (look) => {
    let saved = look
    if (await serverError.attempt(async () => (saved = await setAppearanceDefaults(look)))) {
      reset(saved)
      showToast({ message: 'The appearance defaults are saved' })
    }
  })
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Appearance defaults">
      <Stack sx={{ gap: 2.5, maxWidth: 420 }}>
        <Typography color="textSecondary">
          Everyone’s pages look this way until they choose otherwise in the customizer (the top bar’s palette
          button). The colour mode stays each person’s and each device’s own.
        </Typography>
        {serverError.error && <FormErrorAlert error={serverError.error} />}
        <FormSelect
          control={control}
          name="preset"
          label="Primary colour"
          options={optionsOf(PRESET_COLORS, PRESET_NAMES)}
        />
        <FormSelect control={control} name="font" label="Font" options={optionsOf(FONTS, FONT_NAMES)} />
        <FormSelect
          control={control}
          name="direction"
          label="Direction"
          options={optionsOf(DIRECTIONS, DIRECTION_NAMES)}
        />
        <FormSelect
          control={control}
          name="width"
          label="Layout"
          options={optionsOf(LAYOUT_WIDTHS, WIDTH_NAMES)}
        />
        <FormCheckbox
          control={control}
          name="miniDrawer"
          label="Start with the menu collapsed to its icons"
        />
        <div>
          <ActionButton isPending={formState.isSubmitting} disabled={!formState.isDirty}>
            Save
          </ActionButton>
        </div>
      </Stack>
    </form>
  )
}

export function Component() {
  const { data, error, mutate } = useAppearanceDefaults()
  return (
    <>
      <PageTitle>Appearance</PageTitle>
      <MainCard title="Defaults for everyone">
        {error ? (
          <LoadError
            what="The appearance defaults could not be loaded."
            error={error}
            onRetry={() => void mutate()}
          />
        ) : data ? (
          <DefaultsForm defaults={data} />
        ) : (
          <Skeleton variant="rounded" height={320} aria-label="Loading the appearance defaults" />
        )}
      </MainCard>
    </>
  )
}
