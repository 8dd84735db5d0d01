import { describe, expect, it } from 'vitest'
import { AddressBody, addressFormValues } from './addresses'
import { ClearableHandle, ClearablePastDay, ClearablePhone, ClearableUrl, IdList, RequiredId } from './fields'
import { ProfileMessages as M } from './messages'
import { ContactInfoForm, ProfessionalInfoForm, ProfileUpdateBody } from './profile'
import { isListedState, MILITARY_STATES, stateOptions, US_STATES } from './us-states'

const messagesOf = (result: {
  success: boolean
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> }
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))

describe('profile field schemas', () => {
  it('turns an emptied field into null (clear) and keeps its output valid input', () => {
    expect(ClearablePhone.parse('')).toBeNull()
    expect(ClearablePhone.parse(null)).toBeNull()
    expect(ClearablePhone.parse('(555) 123-4567')).toBe('5551234567')
    expect(ClearablePhone.parse(ClearablePhone.parse('555.123.4567'))).toBe('5551234567')
    expect(ClearablePhone.safeParse('555-1234').error?.issues[0]?.message).toBe(M.phone)
  })

  it('accepts http(s) web addresses only, adding https:// to a bare domain', () => {
    const url = ClearableUrl(500)
    expect(url.parse('example.org/me')).toBe('https://example.org/me')
    expect(url.parse('http://example.org')).toBe('http://example.org')
    expect(url.parse(url.parse('www.example.org'))).toBe('https://www.example.org')
    for (const bad of ['javascript:alert(1)', 'mailto:a@b.c', 'not a url', 'localhost', 'ftp://example.org']) {
      expect(url.safeParse(bad).error?.issues[0]?.message, bad).toBe(M.invalidUrl)
    }
  })

  it('reads handles with or without @ and dates between 1900 and today', () => {
    expect(ClearableHandle.parse('@afcpe')).toBe('afcpe')
    expect(ClearableHandle.safeParse('two words').success).toBe(false)
    expect(ClearablePastDay.parse('1980-02-29')).toBe('1980-02-29')
    for (const bad of ['1981-02-29', '1899-12-31', '2999-01-01', '02/03/1980']) {
      expect(ClearablePastDay.safeParse(bad).success, bad).toBe(false)
    }
  })

  it("reads ids from selects and checkbox groups; none chosen is 'Required'", () => {
    expect(RequiredId.parse('12')).toBe(12)
    expect(RequiredId.safeParse('').error?.issues[0]?.message).toBe(M.required)
    expect(RequiredId.safeParse(undefined).error?.issues[0]?.message).toBe(M.required)
    expect(IdList.parse(['3', '3', 4])).toEqual([3, 4])
  })
})

describe('section schemas', () => {
  const contact = {
    firstName: 'Ada',
    middleName: '',
    lastName: 'Lovelace',
    suffix: '',
    dateOfBirth: '',
    gender: undefined,
    ethnicity: '',
    website: '',
    cellPhone: '',
    homePhone: '',
    workPhone: '',
    willText: false,
    agreeTos: false,
  }

  it('reports the text opt-in rules together with the field rules', () => {
    const result = ContactInfoForm.safeParse({ ...contact, firstName: '', willText: true })
    expect(messagesOf(result)).toEqual({
      firstName: M.required,
      agreeTos: 'If you are opting in to text messages, you must agree the terms of service.',
      cellPhone: M.cellPhoneForTexts,
    })
    expect(ContactInfoForm.parse(contact)).toMatchObject({ middleName: null, gender: null, cellPhone: null })
  })

  it('requires the five Professional Info answers', () => {
    const result = ProfessionalInfoForm.safeParse({
      organization: '',
      jobTitle: '',
      yearsOfService: undefined,
      primaryWorkAreaCategoryId: '',
      primaryWorkAreaIds: [],
      workAreaCategoryIds: [],
      workAreaIds: [],
      areasOfWorkOther: '',
      areaOfExpertiseIds: [],
      militaryInstallationId: '',
      provideCounselingServices: false,
      agreeDemographicSearch: false,
      offerVirtualCounseling: false,
      offerLocalCounseling: false,
      offerGroupWorkshops: false,
    })
    expect(messagesOf(result)).toEqual({
      organization: 'Required',
      jobTitle: 'Required',
      yearsOfService: 'Required',
      primaryWorkAreaCategoryId: 'Required',
      primaryWorkAreaIds: 'Required',
    })
  })

  it('takes the parsed output of a page form as an update body', () => {
    const output = ContactInfoForm.parse({ ...contact, website: 'example.org', cellPhone: '555 123 4567' })
    expect(ProfileUpdateBody.parse(output)).toEqual(output)
    expect(ProfileUpdateBody.safeParse({ role: 'admin' }).success).toBe(false)
  })
})

describe('addresses', () => {
  const home = { ...addressFormValues(null, false), name: 'Home', addressLine1: '1 Main St', state: 'NY' }

  it('lists the states, DC and territories once, and adds AA, AE and AP for military addresses', () => {
    expect(US_STATES).toHaveLength(56)
    expect(new Set(US_STATES.map((s) => s.value)).size).toBe(56)
    expect(stateOptions(true).map((s) => s.value)).toEqual(expect.arrayContaining(['AA', 'AE', 'AP', 'DC', 'PR']))
    expect(stateOptions(false)).not.toEqual(expect.arrayContaining([...MILITARY_STATES]))
    expect(isListedState('AP', false)).toBe(false)
  })

  it("requires name, line 1 and state, and upper-cases a typed state ('State not listed')", () => {
    expect(messagesOf(AddressBody.safeParse({ ...home, name: '', addressLine1: '', state: '' }))).toEqual({
      name: 'Required',
      addressLine1: 'Required',
      state: 'Required',
    })
    expect(messagesOf(AddressBody.safeParse({ ...home, state: 'AE' }))).toEqual({ state: M.stateNotInList })
    expect(AddressBody.parse({ ...home, state: 'AE', isMilitary: true }).state).toBe('AE')
    expect(AddressBody.parse({ ...home, state: 'ontario', stateNotListed: true }).state).toBe('ONTARIO')
  })

  it('reopens a typed state with State not listed ticked', () => {
    const stored = {
      id: 1,
      name: 'Base',
      addressLine1: 'Unit 1',
      addressLine2: null,
      city: null,
      state: 'ONTARIO',
      zip: null,
      country: 'Canada',
      phone: null,
      isMilitary: false,
      lat: null,
      lng: null,
    }
    expect(addressFormValues(stored, true)).toMatchObject({ stateNotListed: true, isPrimary: true, city: '' })
  })
})
