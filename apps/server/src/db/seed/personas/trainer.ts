/**
 * An Independent Trainer (AFC® in good standing): licences, the renewal due, the trainer profile and
 * its trainee discount code.
 */
import { addDaysToDay } from '@portal/contracts'
import { discounts, registrationTrainerProfiles, userTrainings } from '../../schema'
import { completedCertification, dayIn, lastDueYear, must, paidRenewals, periods } from '../demo-journeys'
import { purchaseOf, type DemoPersonaSeed } from '../persona-records'

export const trainer: DemoPersonaSeed = {
  email: 'trainer@example.org',
  firstName: 'Maria',
  lastName: 'Rivera',
  role: 'member',
  shows:
    'An Independent Trainer (AFC® in good standing): the trainer dashboard and licenses, renewal due within 90 days, the trainer profile and its trainee discount code',
  async records(r) {
    const { d, m, today } = r.dates
    const { current } = periods(today)
    const L = lastDueYear(today)
    await r.profile({
      gender: 'female',
      ethnicity: 'Hispanic or Latino',
      workPhone: '210-555-0163',
      cellPhone: '2105550107',
      website: 'https://rivera-fined.example.org',
      organization: 'Rivera Financial Education',
      jobTitle: 'Founder and Independent Trainer',
      yearsOfService: '16-20',
      publicBio: 'I teach the AFC® Learning System in English and Spanish, in San Antonio and online.',
      directoryConsent: true,
      offerVirtualCounseling: true,
      offerGroupWorkshops: true,
      profileLastUpdated: r.at(d(-30)),
    })
    await r.addresses([
      { name: 'Office', addressLine1: '410 S Main Ave', city: 'San Antonio', state: 'TX', zip: '78204' },
    ])
    await r.professionalChoices(
      'Private Practice',
      ['Financial Coaching Practice'],
      ['Financial Coaching', 'Budgeting and Spending Plans'],
    )
    await r.membership('professional', d(-90))
    const { userCertification } = await completedCertification(r, {
      cert: 'afc',
      pathway: 'university',
      enrolledOn: m(-100),
      certifiedOn: m(-84),
      materials: [],
      examScore: 88,
      status: 'good_standing',
      reportingPeriod: current.name,
      experiences: [
        ['Financial Counseling, Coaching and Education', 'Rivera Financial Education', 'Financial Educator', 1000],
      ],
    })
    await paidRenewals(r, userCertification.id, 'afc', [L - 1, L])
    await r.ceus(current.name, [
      {
        title: 'Independent Trainer Summit',
        sponsor: 'AFCPE®',
        credits: 4,
        completedOn: dayIn(current, 0.4, today),
        status: 'approved',
      },
      {
        title: 'Ethics for Educators',
        sponsor: 'AFCPE®',
        credits: 2,
        creditType: 'Ethics and/or Standards of Practice',
        completedOn: dayIn(current, 0.6, today),
        status: 'approved',
      },
    ])

    // Approved two years ago, renewed once; the current year ends within 90 days.
    const expiresOn = d(75)
    const approvedOn = addDaysToDay(expiresOn, -730)
    const training = must(r.catalog.trainings.get('Independent Trainer'), 'Independent Trainer training')
    const requirement = (kind: 'registration' | 'license' | 'renewal') =>
      must(r.catalog.trainingRequirements.get(`${training.id}/${kind}`), `trainer ${kind}`)
    const registration = await r.registration(
      { trainingId: training.id, status: 'complete', step: 6, enrolledOn: approvedOn, deadline: expiresOn },
      addDaysToDay(approvedOn, -10),
    )
    const [code] = await r.tx
      .insert(discounts)
      .values({
        code: 'RIVERA-AFC',
        description: 'Trainee discount of Independent Trainer Maria Rivera',
        percentage: true,
        amount: 10,
        startsOn: approvedOn,
        usageLimit: 8,
        usageCount: 3,
        scope: ['registration_fee', 'course_material'],
      })
      .onConflictDoNothing()
      .returning()
    await r.tx.insert(registrationTrainerProfiles).values({
      registrationId: registration.id,
      trainerEducation: 'M.S. Personal Financial Planning, Texas Tech University',
      trainerLicenses: 'AFC®; HUD-certified housing counselor',
      trainerBio:
        'Maria has taught personal finance for 18 years and has prepared more than 200 AFC® candidates. Classes in English and Spanish.',
      trainerEmail: 'training@rivera-fined.example.org',
      trainerPhone: '210-555-0163',
      trainerWebsite: 'https://rivera-fined.example.org',
      trainerFacebook: 'riverafinancialeducation',
      trainerInstagram: '@rivera.fined',
      trainerLinkedin: 'https://www.linkedin.com/in/example-maria-rivera',
      trainerOfferingLearningSystem: true,
      trainerProgramFormat: ['In-Person', 'Virtual'],
      trainerDesignatedAddress: '410 S Main Ave, San Antonio, TX 78204',
      trainerInPersonLocation: ['Designated Location', 'Traveling'],
      trainerTravelingStates: ['TX', 'NM', 'OK'],
      trainerAudience: ['Individual', 'Group'],
      trainerGroupSize: ['5 - 10', '10 - 20'],
      trainerLanguages: ['English', 'Spanish'],
      trainerSignature: 'Maria Rivera',
      trainerSignatureDate: addDaysToDay(approvedOn, -10),
      trainerDiscountId: code?.id ?? null,
      trainerProfileUpdatedAt: r.at(d(-30)),
    })
    const registrationId = registration.id
    await r.pay(addDaysToDay(approvedOn, -10), [
      purchaseOf('training', requirement('registration'), { registrationId }),
    ])
    await r.review(
      { registrationId },
      { approved: true, on: approvedOn, message: '<p>Welcome to the Independent Trainer program!</p>' },
    )
    await r.pay(addDaysToDay(expiresOn, -380), [purchaseOf('training', requirement('renewal'), { registrationId })])
    await r.pay(d(-200), [
      purchaseOf('trainer_license', requirement('license'), {
        registrationId,
        quantity: 5,
        extra: { withQty: true },
      }),
    ])
    await r.pay(d(-60), [
      purchaseOf('trainer_license', requirement('license'), {
        registrationId,
        quantity: 3,
        extra: { withQty: true },
      }),
    ])
    await r.tx.insert(userTrainings).values({
      userId: r.userId,
      trainingId: training.id,
      registrationId,
      accredibleUrl: 'https://credentials.example.org/independent-trainer/maria-rivera',
      completedOn: approvedOn,
      expiresOn,
      licenses: 8,
      createdAt: r.at(approvedOn),
    })
    await r.groups([{ name: 'Independent Trainers Network', on: approvedOn }])
    await r.notifications([
      {
        title: 'Trainee licenses added',
        message: '3 trainee licenses were added to your account.',
        url: '/certifications-and-training/independent-trainer',
        on: d(-60),
        read: true,
      },
      {
        title: 'Your Independent Trainer license is going to expire',
        message: 'Renew it from your Independent Trainer dashboard.',
        url: '/certifications-and-training/independent-trainer',
        on: d(-15),
      },
    ])
  },
}
