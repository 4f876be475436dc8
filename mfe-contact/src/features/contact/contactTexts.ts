import { defineTexts } from '@site/shared/i18n';

// Every text of the contact page (docs/product.md#contact, docs/product.md#contact-form).
export const contactTexts = defineTexts({
  en: {
    page: {
      description:
        'Contact Alioni Engineering in Tbilisi: phone, e-mail, working hours, our address on the map and a contact form.',
      intro: 'Questions about fire safety or engineering systems? Call, write or visit us.',
    },
    info: {
      title: 'Contact information',
      phone: 'Phone',
      email: 'E-mail',
      schedule: 'Working hours',
      weekdays: 'Monday – Saturday: 9:00–18:00',
      sunday: 'Sunday: closed',
      address: 'Address',
      opensMap: '(opens the map in a new tab)',
    },
    map: {
      title: 'Map of our office: Khosharauli Street N27a, Tbilisi',
      unavailable: 'The map could not be loaded.',
      open: 'Open the map',
    },
    form: {
      title: 'Send us a message',
      requiredNote: 'Fields marked * are required.',
      requiredMarker: '*',
      optional: '(optional)',
      labels: {
        name: 'Name',
        email: 'E-mail',
        phone: 'Phone',
        message: 'Message',
      },
      placeholders: {
        name: 'Your name',
        email: 'name@example.com',
        phone: '+995 5XX XX XX XX',
        message: 'How can we help you?',
      },
      honeypot: 'Leave this field empty',
      send: 'Send message',
      sending: 'Sending...',
      success: 'Your message was sent successfully! We will contact you soon.',
      phoneNotProvided: 'Not provided',
    },
    validation: {
      nameRequired: 'Name is required',
      nameTooShort: 'Name must be at least 2 characters',
      emailRequired: 'Email is required',
      emailInvalid: 'Invalid email format',
      messageRequired: 'Message is required',
      messageTooShort: 'Message must be at least 10 characters',
    },
    sendErrors: {
      badRequest: 'Invalid parameters. Please check all fields.',
      unauthorized: 'Authorization error. Please contact administration.',
      notFound: 'Service or template not found.',
      blocked:
        'This message cannot be sent from this address. Please call us or write to our e-mail.',
      tooManyRequests:
        'You are sending messages too quickly. Please wait a few seconds and try again.',
      headless:
        'Messages cannot be sent from an automated browser. Please use a regular browser or call us.',
      generic: 'An error occurred while sending the message. Please try again later.',
    },
    // A form the server does not read (docs/product.md#contact-form): said in plain text.
    refused: {
      tooLarge: 'The message is too long to be sent. Please shorten it, or write to our e-mail.',
      wrongType: 'The form could not be read. Please send it from the contact page.',
      foreignOrigin: 'The form can only be sent from our own contact page.',
    },
  },
  ka: {
    page: {
      description:
        'დაუკავშირდით ალიონი ინჟინერინგს თბილისში: ტელეფონი, ელ. ფოსტა, სამუშაო საათები, ჩვენი მისამართი რუკაზე და საკონტაქტო ფორმა.',
      intro:
        'გაქვთ კითხვები სახანძრო უსაფრთხოების ან საინჟინრო სისტემების შესახებ? დაგვირეკეთ, მოგვწერეთ ან გვესტუმრეთ.',
    },
    info: {
      title: 'საკონტაქტო ინფორმაცია',
      phone: 'ტელეფონი',
      email: 'ელ. ფოსტა',
      schedule: 'სამუშაო საათები',
      weekdays: 'ორშაბათი – შაბათი: 9:00–18:00',
      sunday: 'კვირა: დასვენების დღე',
      address: 'მისამართი',
      opensMap: '(რუკა გაიხსნება ახალ ჩანართში)',
    },
    map: {
      title: 'ჩვენი ოფისის რუკა: ხოშარაულის ქუჩა N27ა, თბილისი',
      unavailable: 'რუკის ჩატვირთვა ვერ მოხერხდა.',
      open: 'რუკის გახსნა',
    },
    form: {
      title: 'მოგვწერეთ',
      requiredNote: '* ნიშნით მონიშნული ველები სავალდებულოა.',
      requiredMarker: '*',
      optional: '(არასავალდებულო)',
      labels: {
        name: 'სახელი',
        email: 'ელ. ფოსტა',
        phone: 'ტელეფონი',
        message: 'შეტყობინება',
      },
      placeholders: {
        name: 'თქვენი სახელი',
        email: 'name@example.com',
        phone: '+995 5XX XX XX XX',
        message: 'რით შეგვიძლია დაგეხმაროთ?',
      },
      honeypot: 'ეს ველი დატოვეთ ცარიელი',
      send: 'გაგზავნა',
      sending: 'იგზავნება...',
      success: 'თქვენი შეტყობინება წარმატებით გაიგზავნა! მალე დაგიკავშირდებით.',
      phoneNotProvided: 'არ არის მითითებული',
    },
    validation: {
      nameRequired: 'სახელი სავალდებულოა',
      nameTooShort: 'სახელი უნდა შეიცავდეს მინიმუმ 2 სიმბოლოს',
      emailRequired: 'ელ. ფოსტა სავალდებულოა',
      emailInvalid: 'ელ. ფოსტის ფორმატი არასწორია',
      messageRequired: 'შეტყობინება სავალდებულოა',
      messageTooShort: 'შეტყობინება უნდა შეიცავდეს მინიმუმ 10 სიმბოლოს',
    },
    sendErrors: {
      badRequest: 'არასწორი პარამეტრები. გთხოვთ, შეამოწმოთ ყველა ველი.',
      unauthorized: 'ავტორიზაციის შეცდომა. გთხოვთ, დაუკავშირდეთ ადმინისტრაციას.',
      notFound: 'სერვისი ან შაბლონი ვერ მოიძებნა.',
      blocked:
        'ამ მისამართიდან შეტყობინების გაგზავნა შეუძლებელია. გთხოვთ, დაგვირეკოთ ან მოგვწეროთ ელ. ფოსტაზე.',
      tooManyRequests:
        'შეტყობინებებს ძალიან ხშირად აგზავნით. გთხოვთ, დაელოდოთ რამდენიმე წამს და სცადოთ თავიდან.',
      headless:
        'ავტომატიზებული ბრაუზერიდან შეტყობინების გაგზავნა შეუძლებელია. გთხოვთ, გამოიყენოთ ჩვეულებრივი ბრაუზერი ან დაგვირეკოთ.',
      generic: 'შეტყობინების გაგზავნისას მოხდა შეცდომა. გთხოვთ, სცადოთ მოგვიანებით.',
    },
    refused: {
      tooLarge:
        'შეტყობინება ძალიან გრძელია გასაგზავნად. გთხოვთ, შეამოკლოთ ან მოგვწეროთ ელ. ფოსტაზე.',
      wrongType: 'ფორმის წაკითხვა ვერ მოხერხდა. გთხოვთ, გამოგზავნოთ ის საკონტაქტო გვერდიდან.',
      foreignOrigin: 'ფორმის გაგზავნა შესაძლებელია მხოლოდ ჩვენი საკონტაქტო გვერდიდან.',
    },
  },
});

export type ContactTexts = (typeof contactTexts)['en'];
