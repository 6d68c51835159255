/**
 * The English blog (international English, British spelling): four categories and twelve articles.
 * Used by the UK, Irish, US and Australian storefronts and as the second language of the German and
 * Dutch ones, so the texts make no country-specific tax or legal claims.
 */
import type { BlogTexts } from './content-text-types';

const HANNAH = 'Hannah Clarke';
const TOM = 'Tom Reynolds';
const SOPHIE = 'Sophie Martin';

export const BLOG_EN: BlogTexts = {
  categories: [
    {
      key: 'gift-ideas',
      slug: 'gift-ideas',
      title: 'Gift ideas',
      description: 'Inspiration for every person on your list, from teenagers who know exactly what they want to friends who could do with a little calm.',
    },
    {
      key: 'occasions',
      slug: 'occasions',
      title: 'Occasions',
      description: "Mother's Day, milestone birthdays, anniversaries and the gifts you remembered a little late. Ideas and timing tips for the moments that matter.",
    },
    {
      key: 'business',
      slug: 'for-business',
      title: 'For business',
      description: 'Thank your team, reward a great year and stay in touch with clients. Practical guides to gift cards for companies of every size.',
    },
    {
      key: 'good-to-know',
      slug: 'good-to-know',
      title: 'Good to know',
      description: 'Checking your balance, choosing between digital and physical cards and presenting a gift card nicely: the practical side of giving.',
    },
  ],
  articles: [
    // ─── Occasions ───────────────────────────────────────────────────────────────────────────────
    {
      slug: 'mothers-day-gift-ideas',
      category: 'occasions',
      title: "Mother's Day gifts that say more than flowers",
      excerpt: "Flowers fade, a thoughtful gift lingers. Our Mother's Day ideas, from a quiet spa afternoon to a long lunch together, whenever the day falls for you.",
      author: HANNAH,
      publishedOn: '2025-02-25',
      heroMotif: 'wellness',
      heroAlt: 'Illustration of a single green leaf on a soft teal background, a symbol of rest and care.',
      teaserCategories: ['wellness', 'beauty', 'restaurants'],
      body: [
        {
          type: 'paragraph',
          text: "Mother's Day arrives at different times around the world: in the UK and Ireland it falls in March, while in the US, Australia, Germany and the Netherlands it is celebrated in May. Wherever you are, the question is the same. How do you thank someone who has done so much for you, without reaching once again for a bunch of flowers and a box of chocolates?",
        },
        { type: 'heading', text: 'Start with what she never makes time for' },
        {
          type: 'paragraph',
          text: "The best Mother's Day gifts are often the things mums keep postponing for themselves. Think about the last time she had an afternoon that was entirely her own. If the honest answer is 'I can't remember', you already have your starting point.",
        },
        {
          type: 'list',
          items: [
            'A wellness gift card for a massage, a facial or a whole day at the spa',
            'A beauty gift card, so she can finally replace the moisturiser she has been rationing for weeks',
            'A book gift card for the novels piling up on her wish list',
            'A streaming gift card for the series she keeps meaning to catch up on',
          ],
        },
        {
          type: 'paragraph',
          text: 'A gift card works especially well here because it hands over the choice. She decides when, where and what, and that freedom is part of the present. Nobody has to guess her favourite treatment or the shade of lipstick she actually wears.',
        },
        { type: 'heading', text: 'Make it a shared moment' },
        {
          type: 'paragraph',
          text: 'Plenty of mothers will tell you that what they really want is time together. A restaurant gift card can turn into a long family lunch, or a quiet dinner for two while someone else minds the children. If she loves being outdoors, an experience gift card for a guided walk, a cooking class or a boat trip gives you both something to look forward to for weeks.',
        },
        {
          type: 'quote',
          text: "Every year my children ask what I want, and every year I say 'nothing'. What I actually mean is one evening when nobody needs me for anything. The restaurant card my daughter gave me last spring was exactly that.",
          source: 'Karen, mother of three and long-standing customer',
        },
        {
          type: 'image',
          motif: 'restaurants',
          caption: 'A long lunch together is often the gift mums remember most.',
          alt: 'Illustration of a fork and knife on a warm red background.',
        },
        { type: 'heading', text: 'Add a personal touch' },
        {
          type: 'paragraph',
          text: "A gift card does not have to feel impersonal. When you order a physical card, you can choose our gift packaging and add a personal message of up to 150 characters. That is enough for a short memory, a family joke or simply 'thank you for everything'. Slip the card into a handwritten note of your own and it will probably be kept long after the balance has been spent.",
        },
        {
          type: 'paragraph',
          text: 'If several of you are giving together, brothers and sisters or a whole group of grandchildren, one larger card with a message from everyone often means more than a handful of small presents. It also saves her from pretending to love five different scented candles.',
        },
        { type: 'heading', text: 'Get the timing right' },
        {
          type: 'paragraph',
          text: 'If you want to hand the card over in person, order the physical version a few days ahead. Orders placed before 17:00 on a working day leave us the same day and usually arrive within two to four working days. Only remembered on the morning itself? A digital gift card is delivered by e-mail within an hour, so it can still be waiting for her before breakfast is over.',
        },
        { type: 'products', title: "Gift cards for Mother's Day" },
        {
          type: 'paragraph',
          text: 'Whatever you choose, the message behind it matters most: you noticed what she needs, and you made sure she gets it.',
        },
      ],
    },
    {
      slug: 'experiences-instead-of-things',
      category: 'occasions',
      title: 'Experiences instead of things: gifts for anniversaries and milestone birthdays',
      excerpt: 'For a big birthday or an anniversary, a shared memory often beats another object. Ideas for experience gifts and how to make them feel special.',
      author: HANNAH,
      publishedOn: '2025-07-22',
      heroMotif: 'experiences',
      heroAlt: 'Illustration of a large star on an orange background, standing for a special day out.',
      teaserCategories: ['experiences', 'travel', 'restaurants'],
      body: [
        {
          type: 'paragraph',
          text: 'By the time someone turns forty, fifty or sixty, or celebrates ten years of marriage, they usually have most of what they need. Cupboards are full, shelves are crowded, and another gadget risks ending up in a drawer. That is why more and more people choose experiences for the big occasions: something to look forward to, something to do, and something to talk about for years afterwards.',
        },
        { type: 'heading', text: 'Why experiences feel bigger' },
        {
          type: 'paragraph',
          text: "An object is at its best the moment it is unwrapped. An experience works the other way round: the anticipation builds, the day itself is memorable, and the story grows each time it is told. For anniversaries in particular, an experience you share says 'I want to spend this time with you', which is exactly the point of celebrating.",
        },
        {
          type: 'paragraph',
          text: 'There is a practical side, too. Experiences take up no space, never need dusting and are rarely passed on to someone else. For people who are downsizing, moving house or simply trying to own less, that alone can make an experience the most considerate present on the table.',
        },
        { type: 'heading', text: 'Ideas for every kind of person' },
        {
          type: 'list',
          items: [
            'For adventurers: a hot-air balloon ride, a climbing course or a day on a sailing boat with an experience gift card',
            'For food lovers: a tasting menu or a cooking class with a restaurant or experience gift card',
            'For wine enthusiasts: a wine gift card to go with a tasting evening at home',
            'For travellers: a travel gift card towards a weekend away or that long-postponed city break',
            'For culture fans: a cinema gift card for a premiere night with all the trimmings',
            'For those who need a rest: a spa day with a wellness gift card',
          ],
        },
        {
          type: 'image',
          motif: 'travel',
          caption: 'A weekend away is a present that lasts well beyond the journey home.',
          alt: 'Illustration of an aeroplane in flight on a blue background.',
        },
        { type: 'heading', text: 'Let them choose the date' },
        {
          type: 'paragraph',
          text: 'The trickiest part of an experience gift is timing. Book the wrong weekend and your present becomes a scheduling headache, especially for busy couples or friends with young families. A gift card avoids that problem: the receiver picks the activity and the date that suit them. If you would like to keep an element of surprise, hint at what you have in mind in your message and leave the final decision to them.',
        },
        {
          type: 'quote',
          text: "For our twentieth anniversary my husband gave me a travel gift card with a note saying 'you choose, I'll pack'. We went to the coast in October and it was the best trip we have had in years.",
          source: 'Linda, customer',
        },
        { type: 'heading', text: 'Presenting an experience gift' },
        {
          type: 'paragraph',
          text: 'An experience can feel a little abstract on the day itself, so give it some shape. Choose a physical card with our gift packaging and a personal message of up to 150 characters, or tuck the card into a guidebook, a recipe book or a pair of walking socks as a clue to what lies ahead.',
        },
        {
          type: 'paragraph',
          text: 'Group gifts work nicely too. For a milestone birthday, friends and family can pool their money and hand over one bigger card together, which turns a small outing into a proper adventure. Add a card signed by everyone, and perhaps a photo from an earlier trip, and the present tells a story before it has even been used.',
        },
        { type: 'products', title: 'Experiences to give' },
        {
          type: 'paragraph',
          text: 'Whatever the milestone, the best experience gifts have one thing in common: they leave the receiver with a memory rather than another thing to dust.',
        },
      ],
    },
    {
      slug: 'last-minute-gifts',
      category: 'occasions',
      title: "Last-minute gifts that don't look last-minute",
      excerpt: 'Forgot a birthday, or running out of time before the holidays? How to find a thoughtful gift in minutes and make it look planned.',
      author: TOM,
      publishedOn: '2025-12-16',
      heroMotif: 'streaming',
      heroAlt: 'Illustration of a screen with a play button, a reminder that a good gift can arrive in minutes.',
      teaserCategories: ['streaming', 'cinema', 'restaurants'],
      body: [
        {
          type: 'paragraph',
          text: "It's the evening before the birthday, the shops are closing, and the present you meant to order is still sitting in your basket. Or it's the last week before Christmas and there are three names left on your list. Don't panic: a last-minute gift only looks last-minute if you treat it that way.",
        },
        { type: 'heading', text: 'Go digital when time is short' },
        {
          type: 'paragraph',
          text: 'A digital gift card is delivered by e-mail within an hour. You can order it on the bus, over lunch or late at night, and it will be ready before the celebration starts. There is no queue, no delivery slot to book and no risk of the parcel turning up the day after the party.',
        },
        {
          type: 'paragraph',
          text: 'Digital does not mean impersonal. You can pass the e-mail on with a few lines of your own, or show it on your phone when you raise a glass together. For friends who live in another town, it is often the nicest way to be part of the day even when you cannot be there. And because you can order at any time, it also works when you realise at eleven at night that tomorrow is a birthday.',
        },
        { type: 'heading', text: 'Match the gift to the person' },
        {
          type: 'paragraph',
          text: 'The quickest way to make a gift feel thoughtful is to connect it with something you know about the person. Think back to what they have talked about recently:',
        },
        {
          type: 'list',
          items: [
            'A new series everyone is watching? A streaming gift card.',
            'Complaining they never go out any more? A restaurant or cinema gift card.',
            'Training for a run or taking up a new sport? A sport gift card.',
            'Always on their phone or laptop? An electronics or gaming gift card.',
            'Exhausted after a long year? A wellness gift card.',
            'Reading on every train journey? A book gift card.',
          ],
        },
        {
          type: 'paragraph',
          text: 'If nothing comes to mind, look at how they spend their weekends. Someone who is always out and about will enjoy a restaurant or experience card; someone who treasures a quiet Sunday will appreciate books, streaming or a wellness card.',
        },
        {
          type: 'image',
          motif: 'cinema',
          caption: 'A cinema gift card can be ordered in minutes and enjoyed the same week.',
          alt: 'Illustration of a strip of film on a dark slate background.',
        },
        { type: 'heading', text: 'Add the personal bit' },
        {
          type: 'paragraph',
          text: "What turns a quick purchase into a thoughtful gift is the message. Say why you chose it: 'For the film night we keep promising each other' says far more than 'Happy birthday'. If you are handing the gift over in person, write the details inside a greeting card and add a small physical touch, such as a bar of chocolate or a bag of popcorn to go with a cinema card.",
        },
        {
          type: 'quote',
          text: "Most of our digital orders in the week before Christmas are placed in the evening. People aren't disorganised, they're busy, and a card that arrives within the hour takes the stress away.",
          source: 'Nina, customer service team',
        },
        { type: 'heading', text: 'If you still have a few days' },
        {
          type: 'paragraph',
          text: 'If the occasion is a few working days away, a physical card is still an option. Order before 17:00 on a working day and we dispatch it the same day; delivery usually takes two to four working days. Choose our gift packaging and add a personal message of up to 150 characters, and you will not even need to hunt for wrapping paper.',
        },
        {
          type: 'paragraph',
          text: 'And next time? Put the birthdays that always catch you out in your calendar a week early. Until then, it is good to know that a thoughtful present is never more than an hour away.',
        },
        { type: 'products', title: 'Gift cards for last-minute shoppers' },
      ],
    },

    // ─── Gift ideas ──────────────────────────────────────────────────────────────────────────────
    {
      slug: 'birthday-gifts-for-teenagers',
      category: 'gift-ideas',
      title: 'Birthday gifts for teenagers: what they actually want',
      excerpt: 'Buying for a teenager is tricky. How to pick a birthday gift they will really use, from gaming and fashion to a cinema night with friends.',
      author: TOM,
      publishedOn: '2025-04-15',
      heroMotif: 'gaming',
      heroAlt: 'Illustration of a game controller on a deep purple background.',
      teaserCategories: ['gaming', 'fashion', 'cinema'],
      body: [
        {
          type: 'paragraph',
          text: 'Few people are harder to buy for than a teenager. Tastes change from one month to the next, the wrong trainers can be a social disaster, and anything you remember being cool at fifteen almost certainly is not any more. The good news is that most teenagers know exactly what they want. They just want to choose it themselves.',
        },
        { type: 'heading', text: 'Why choice matters at this age' },
        {
          type: 'paragraph',
          text: 'Teenagers are working out who they are, and what they wear, play and watch is part of that. A gift card respects the process. Instead of guessing the right size, colour or game, you give them a budget and let them do what they enjoy most: browsing, comparing and deciding. It also takes the pressure off grandparents, aunts and uncles, who often feel furthest from the latest trends.',
        },
        {
          type: 'paragraph',
          text: 'Many teenagers also like to save up. A gift card from you, one from the grandparents and a little of their own pocket money can add up to the one bigger thing they have had their eye on for months, whether that is a new game, a pair of trainers or decent headphones.',
        },
        { type: 'heading', text: 'Ideas by interest' },
        {
          type: 'list',
          items: [
            'Gamers: a gaming gift card for new titles, add-ons or that expansion everyone at school is playing',
            'Fashion fans: a fashion gift card for the trainers or jacket they have been eyeing for weeks',
            'Film lovers: a cinema gift card for a night out with friends, popcorn included',
            'Readers: a book gift card for novels, graphic novels or the next book in a series',
            'Sporty types: a sport gift card towards new boots, a racket or a climbing pass',
            'Music and series fans: a streaming gift card for their favourite service',
          ],
        },
        {
          type: 'image',
          motif: 'gaming',
          caption: 'For many teenagers, choosing the game is half the fun.',
          alt: 'Illustration of a game controller drawn in white lines on purple.',
        },
        { type: 'heading', text: 'Combine it with an experience' },
        {
          type: 'paragraph',
          text: 'For a milestone such as a sixteenth or eighteenth birthday, consider something they can share with friends. An experience gift card for an escape room, a trampoline park or an afternoon of karting turns a present into a memory, and a cinema card can easily cover a group outing followed by pizza.',
        },
        {
          type: 'paragraph',
          text: 'If you are organising the party yourself, the cards can even become the party: a cinema trip for the whole group, or an afternoon of karting followed by burgers.',
        },
        {
          type: 'quote',
          text: "My son is sixteen and won't let me buy him a single T-shirt any more. A gift card is the only present I'm still allowed to choose.",
          source: 'Daniel, father of two teenagers',
        },
        { type: 'heading', text: 'A few practical tips' },
        {
          type: 'list',
          items: [
            'Find out whether they prefer shopping online or in town, and choose a digital or physical card accordingly.',
            'A physical card in our gift packaging gives them something to unwrap at the party.',
            'Add a short personal message of up to 150 characters; even teenagers secretly keep them.',
            'Show them how to check the balance, so nothing is left forgotten on the card.',
          ],
        },
        {
          type: 'paragraph',
          text: "Above all, don't worry about being too practical. For a teenager, the freedom to choose is the present, and the trust behind it is something they notice more than they will ever admit.",
        },
        { type: 'products', title: 'Popular with teenagers' },
      ],
    },
    {
      slug: 'christmas-gift-ideas',
      category: 'gift-ideas',
      title: 'Christmas gift ideas for everyone on your list',
      excerpt: 'From the hard-to-please uncle to the little ones: Christmas gift ideas for the whole family, plus our tips for ordering in good time.',
      author: HANNAH,
      publishedOn: '2025-11-11',
      heroMotif: 'toys',
      heroAlt: 'Illustration of stacked toy building blocks on a golden yellow background.',
      teaserCategories: ['toys', 'books', 'fashion'],
      body: [
        {
          type: 'paragraph',
          text: 'Every December the same list appears: partner, parents, children, siblings, the neighbour who waters the plants, the colleague you drew in the Secret Santa. Some names are easy. Others have been staring back at you since October. Here are our ideas for the whole list, including the people who insist they want nothing at all.',
        },
        { type: 'heading', text: 'For the family' },
        {
          type: 'list',
          items: [
            'Children: a toy gift card, so they can pick from the catalogue they have already covered in circles',
            'Teenagers: gaming, fashion or streaming gift cards, the safest bets between twelve and twenty',
            'Parents: a restaurant gift card for a proper evening out after the festive rush',
            'Grandparents: a book gift card, or a home gift card for something new for the house or garden',
            'Your partner: an experience or travel gift card for something you will do together in the new year',
          ],
        },
        {
          type: 'paragraph',
          text: 'If the family is large, agree on a budget with your brothers and sisters early on. It saves awkward comparisons under the tree, and gift cards make it easy to give exactly the amount you agreed while still choosing something that suits each person.',
        },
        { type: 'heading', text: 'For friends and colleagues' },
        {
          type: 'paragraph',
          text: "For Secret Santa and friends, a smaller card goes a long way. A cinema card for a January film night, a food gift card for a treat from the deli or a beauty gift card for a little luxury are all easy to give and easy to enjoy. If you are unsure about someone's taste, choose a broad category such as books or home, where almost everyone finds something.",
        },
        {
          type: 'image',
          motif: 'toys',
          caption: 'Letting children choose their own toy is a gift in itself.',
          alt: 'Illustration of toy building blocks drawn in simple lines.',
        },
        { type: 'heading', text: 'For the person who has everything' },
        {
          type: 'paragraph',
          text: 'This is where gift cards really shine. People who already own everything they need are often quite particular about what they want. Rather than adding to the clutter, give them time and choice: a wellness gift card for a quiet day in January, a wine gift card to restock the rack after the holidays, or an experience they would never book for themselves.',
        },
        {
          type: 'paragraph',
          text: 'Presentation matters here more than anywhere. A card tucked into a book, or wrapped together with a small related treat, shows that you gave it real thought rather than grabbing the nearest voucher.',
        },
        {
          type: 'quote',
          text: 'We see the same pattern every year. The first weeks of December belong to physical cards in gift packaging, and the last few days belong to digital cards ordered on the sofa.',
          source: 'Marco, customer service team lead',
        },
        { type: 'heading', text: 'Order in good time' },
        {
          type: 'paragraph',
          text: 'If you want to put physical cards under the tree, order them early. Orders placed before 17:00 on a working day are dispatched the same day and usually arrive within two to four working days, but the post is busy in December, so leave yourself a little extra time. Add gift packaging and a personal message of up to 150 characters, and the card is ready to give the moment it arrives.',
        },
        {
          type: 'paragraph',
          text: 'Running late after all? Digital gift cards are delivered by e-mail within an hour, so nobody on your list has to go without, even if you only remember them on Christmas Eve.',
        },
        { type: 'products', title: 'Christmas gift cards' },
        {
          type: 'paragraph',
          text: 'From all of us: we hope your list is short, your wrapping paper lasts and your holidays are relaxed.',
        },
      ],
    },
    {
      slug: 'wellness-gift-ideas',
      category: 'gift-ideas',
      title: 'Wellness gifts: ideas for a little more calm',
      excerpt: 'After a busy season, the best gift is a chance to slow down. Wellness gift ideas, from spa days to yoga, and who they suit best.',
      author: SOPHIE,
      publishedOn: '2026-01-20',
      heroMotif: 'wellness',
      heroAlt: 'Illustration of a leaf on a calm teal background.',
      teaserCategories: ['wellness', 'beauty', 'sport'],
      body: [
        {
          type: 'paragraph',
          text: 'January has a way of catching up with people. The holidays are over, the days are still short, and everyone seems to be running on reserves. It is a good moment, although honestly any moment of the year will do, to give someone the chance to slow down. That is exactly what a wellness gift does.',
        },
        { type: 'heading', text: 'What counts as a wellness gift?' },
        {
          type: 'paragraph',
          text: 'Wellness is a broad word, and that is its strength. For one person it means an hour of massage in a quiet room; for another, a new yoga mat and a course of classes; for a third, a long bath with good products and the phone on silent. The common thread is time spent on oneself, without any guilt.',
        },
        {
          type: 'paragraph',
          text: 'It does not have to be extravagant, either. Even a modest card for a single massage or a few swimming sessions can feel like real luxury to someone who never treats themselves.',
        },
        {
          type: 'list',
          items: [
            'A spa day, a sauna visit or a massage with a wellness gift card',
            'Skincare and bath products with a beauty gift card',
            'Yoga, pilates or swimming with a sport gift card',
            'A good book and a quiet afternoon with a book gift card',
            'Fresh ingredients for healthy cooking at home with a food gift card',
          ],
        },
        {
          type: 'image',
          motif: 'wellness',
          caption: 'A spa day is one of the few gifts that makes time stand still.',
          alt: 'Illustration of a leaf with a curved stem on teal.',
        },
        { type: 'heading', text: 'Who it suits' },
        {
          type: 'paragraph',
          text: 'Wellness gifts are a natural fit for new parents, for friends going through a demanding time at work, for carers, and for anyone who is always looking after others. They also make a kind thank-you for a colleague who has covered for you, or a welcome present for someone getting back on their feet after an illness, as long as they are ready to enjoy it.',
        },
        {
          type: 'paragraph',
          text: 'For people who find it hard to accept help, a wellness gift is also a subtle way of saying: you deserve a break, and it is perfectly fine to take one.',
        },
        {
          type: 'quote',
          text: "I gave my sister a spa gift card after her final exams. She told me later it was the first afternoon in months that she didn't look at her phone once.",
          source: 'Eva, customer',
        },
        { type: 'heading', text: 'How to give it well' },
        {
          type: 'paragraph',
          text: 'The one risk with a wellness gift is that it ends up in a drawer because the receiver never finds the time. Help them along: suggest a date, offer to look after the children or the dog, or buy two cards so you can go together. A physical card in our gift packaging, with a personal message of up to 150 characters, also makes a lovely reminder on the fridge door.',
        },
        {
          type: 'paragraph',
          text: 'Combining categories works well too. A beauty gift card for a favourite face mask plus a streaming gift card for a film evening adds up to a complete night in, with no need to leave the house.',
        },
        { type: 'heading', text: 'A gift for yourself' },
        {
          type: 'paragraph',
          text: 'And if you are buying for yourself this winter, that counts as well. Nobody said wellness has to be a present for someone else, and a card in your own wallet is a gentle nudge to book the appointment you keep putting off.',
        },
        { type: 'products', title: 'Gift cards for a little more calm' },
      ],
    },

    // ─── Business ────────────────────────────────────────────────────────────────────────────────
    {
      slug: 'gift-cards-for-employees',
      category: 'business',
      title: 'Gift cards for employees: a thank-you that fits everyone',
      excerpt: "Whether it's a team of five or five hundred, gift cards let every employee choose their own reward. How to plan staff gifts without the headache.",
      author: TOM,
      publishedOn: '2025-09-09',
      heroMotif: 'experiences',
      heroAlt: 'Illustration of a star on an orange background, a symbol of recognition for a job well done.',
      teaserCategories: ['restaurants', 'wellness', 'fashion'],
      body: [
        {
          type: 'paragraph',
          text: 'Saying thank you to your team should be a pleasure, not a logistics project. Yet anyone who has ever ordered a hundred identical hampers knows how quickly it gets complicated: dietary requirements, different tastes, storage space, and delivery to colleagues who work from home. Gift cards solve most of this in one go.',
        },
        { type: 'heading', text: 'One gesture, many choices' },
        {
          type: 'paragraph',
          text: "A team is a mix of people. The colleague who loves cooking, the one training for a marathon, the new parent who hasn't slept properly in weeks: each values something different. With a gift card, everyone receives the same gesture and still chooses something personal. You can pick one brand for the whole team or offer a mix across categories such as restaurants, wellness, fashion and books.",
        },
        {
          type: 'paragraph',
          text: 'Gift cards also spare you the awkward moment when someone quietly passes their hamper on because they cannot eat half of what is in it. Nobody has to explain their diet, their beliefs or their habits; they simply spend the card on something that fits their life.',
        },
        { type: 'heading', text: 'Occasions worth marking' },
        {
          type: 'list',
          items: [
            'The end-of-year thank-you and seasonal gifts',
            'Work anniversaries and long service',
            'Reaching a project milestone or a sales target',
            'Birthdays, weddings and new babies',
            'Welcome gifts for new starters',
            'Farewell presents when a colleague retires or moves on',
          ],
        },
        {
          type: 'paragraph',
          text: 'Small, regular gestures often have more impact than one big gift a year. A card for the colleague who stayed late before a deadline, handed over that same week, is remembered far longer than a generic present in December.',
        },
        {
          type: 'image',
          motif: 'food',
          caption: 'Shared treats or individual choices: gift cards cover both.',
          alt: 'Illustration of a well-filled basket on an olive green background.',
        },
        { type: 'heading', text: 'How ordering works for businesses' },
        {
          type: 'paragraph',
          text: 'As a business customer, you can order on invoice and ask us for a quote before you commit, which makes it easier to get sign-off from your finance team. Digital cards arrive by e-mail within an hour, ideal for teams spread across several locations. Physical cards ordered before 17:00 on a working day are dispatched the same day, and larger orders are sent by registered post.',
        },
        {
          type: 'paragraph',
          text: "If you don't yet know the exact amounts or recipients, our blank card packs are a flexible option. You receive the cards now and have them activated later with the value you choose; activation takes place within 24 hours of your request.",
        },
        {
          type: 'quote',
          text: 'We used to spend weeks choosing Christmas gifts for forty people. Now everyone gets a card with a handwritten note from their manager, and the feedback has never been better.',
          source: 'Priya, HR manager',
        },
        { type: 'heading', text: 'Keep it personal' },
        {
          type: 'list',
          items: [
            'Add a personal message: a specific thank-you means more than a generic one.',
            'Hand physical cards over in person where you can, ideally with a few words to the whole team.',
            'Be consistent, so that nobody feels overlooked.',
            'Check the tax and payroll rules that apply in your country before you decide on amounts.',
          ],
        },
        {
          type: 'paragraph',
          text: 'A well-timed gift card will not replace good leadership, fair pay or a healthy workplace. But as a sign that someone has noticed the effort, it is hard to beat.',
        },
        { type: 'products', title: 'Gift cards your team will love' },
      ],
    },
    {
      slug: 'restaurant-gift-cards-for-teams',
      category: 'business',
      title: 'Restaurant gift cards: the business thank-you everyone understands',
      excerpt: 'Few gifts are as welcome as a good meal. Why restaurant gift cards work so well for teams, clients and partners, and how to order them.',
      author: TOM,
      publishedOn: '2026-06-16',
      heroMotif: 'restaurants',
      heroAlt: 'Illustration of a fork and knife on a deep red background.',
      teaserCategories: ['restaurants', 'food', 'wine'],
      body: [
        {
          type: 'paragraph',
          text: 'Ask a room full of people what they would like as a thank-you, and a good meal will be near the top of almost every list. It is personal without being intimate, generous without being extravagant, and it gives the receiver an evening to share with whoever they like. That is why restaurant gift cards are one of the most popular choices among our business customers.',
        },
        { type: 'heading', text: 'Why a meal works so well' },
        {
          type: 'paragraph',
          text: 'Food is something everyone enjoys, whatever their age, role or background. A restaurant gift card lets the receiver choose the evening, the company and the menu, including any dietary needs you may not know about. And because a meal out is usually shared with a partner, friends or family, your thank-you reaches well beyond the office.',
        },
        {
          type: 'paragraph',
          text: 'There is also nothing to store, nothing fragile to ship and no best-before date to worry about. A restaurant gift card travels in an envelope or an inbox, and the receiver simply picks the right evening.',
        },
        { type: 'heading', text: 'When to give a restaurant gift card' },
        {
          type: 'list',
          items: [
            'After a demanding project, as a thank-you to the whole team',
            'For employees who have gone the extra mile or stepped in for a colleague',
            'As a summer gift, when long evenings make eating out especially appealing',
            'For business partners and suppliers, as a gesture of appreciation',
            'As a prize in an internal competition or the company quiz',
          ],
        },
        {
          type: 'paragraph',
          text: 'A restaurant card can also be a gracious gesture towards a client after a project that did not go quite to plan, or a warm welcome for a new partner you are about to start working with.',
        },
        {
          type: 'image',
          motif: 'restaurants',
          caption: 'A shared meal carries your thank-you beyond the office.',
          alt: 'Illustration of a fork and knife drawn in white lines on red.',
        },
        { type: 'heading', text: 'Ordering for your business' },
        {
          type: 'paragraph',
          text: 'Business customers can order on invoice and request a quote, so the purchase fits neatly into your usual approval process. For distributed teams, digital cards arrive by e-mail within an hour. For a team event, physical cards can be handed out in person, with gift packaging and a personal message of up to 150 characters. Larger orders are sent by registered post.',
        },
        {
          type: 'paragraph',
          text: 'If you like to keep a few cards on hand for spontaneous thank-yous, take a look at our blank card packs. You receive the cards in advance and have them activated later with the value you choose; activation takes place within 24 hours.',
        },
        {
          type: 'quote',
          text: "We gave everyone a restaurant card after our busiest quarter, with the note 'Dinner's on us, bring whoever you like'. Months later people were still telling me where they went.",
          source: 'Jonas, operations manager',
        },
        { type: 'heading', text: 'Pair it with wine or food' },
        {
          type: 'paragraph',
          text: 'For a more generous gift, combine a restaurant card with a wine or food gift card, so the receiver can enjoy both an evening out and a treat at home. For clients, a short handwritten note from the person they work with most closely adds the finishing touch. As always, check how gifts to staff and business contacts are treated in your country before you settle on amounts.',
        },
        { type: 'products', title: 'Restaurant and food gift cards' },
        {
          type: 'paragraph',
          text: 'Simple to order, easy to hand over and always appreciated: sometimes the most effective thank-you is simply dinner.',
        },
      ],
    },
    {
      slug: 'client-gifts-end-of-year',
      category: 'business',
      title: 'Client gifts at the end of the year: getting it right',
      excerpt: 'A well-chosen client gift strengthens a relationship; a careless one can do the opposite. Our guide to thoughtful, professional year-end gifts.',
      author: SOPHIE,
      publishedOn: '2026-11-10',
      heroMotif: 'wine',
      heroAlt: 'Illustration of a wine glass on a burgundy background.',
      teaserCategories: ['wine', 'food', 'experiences'],
      body: [
        {
          type: 'paragraph',
          text: "The end of the year is the traditional moment to thank the clients who have trusted you. But a client gift is a delicate thing. Too modest and it looks like an afterthought; too lavish and it can cause discomfort, or even clash with the receiver's company policy. Here is how to find the right balance.",
        },
        { type: 'heading', text: 'Know the rules before you choose' },
        {
          type: 'paragraph',
          text: 'Many organisations have guidelines on accepting gifts, particularly in the public sector, finance and healthcare. Some set a maximum value, others ask employees to declare every gift, and a few do not allow gifts at all. If you are unsure, it is perfectly acceptable to ask your contact discreetly. Your accountant can tell you how client gifts are treated in your own country.',
        },
        {
          type: 'paragraph',
          text: 'Timing matters as well. Gifts that arrive in the final days before the holidays risk landing on an empty desk, while a card that arrives in early December has time to be noticed and appreciated.',
        },
        { type: 'heading', text: 'Gifts that work for almost everyone' },
        {
          type: 'paragraph',
          text: 'A gift card lets your client choose something they actually want. It avoids the usual problems with hampers and branded merchandise: allergies, people who do not drink alcohol, or simply one more notebook with a logo on it. Good choices include:',
        },
        {
          type: 'list',
          items: [
            'A wine gift card for the client who appreciates a good bottle',
            'A food gift card for fine produce and festive treats',
            'A restaurant gift card for a dinner on you',
            'An experience gift card for the client who has seen it all',
            'A book gift card for thoughtful readers',
          ],
        },
        {
          type: 'paragraph',
          text: 'If your clients are spread across several countries, choose brands they can use where they live, and consider digital cards to avoid delays in the post at the busiest time of the year.',
        },
        {
          type: 'image',
          motif: 'wine',
          caption: 'A good bottle, chosen by the receiver, is a classic year-end thank-you.',
          alt: 'Illustration of a wine glass drawn in white lines on burgundy.',
        },
        { type: 'heading', text: 'Personal and professional' },
        {
          type: 'paragraph',
          text: 'The card should come from a person, not a department. A short message referring to something you achieved together this year is worth more than any amount. Physical cards can be sent with gift packaging and a personal message of up to 150 characters; digital cards suit contacts who work remotely or whose office closes over the holidays.',
        },
        {
          type: 'quote',
          text: 'Our clients rarely remember exactly what we sent them. They remember that the note mentioned the launch we worked on together.',
          source: 'Claire, account director',
        },
        { type: 'heading', text: 'Plan ahead' },
        {
          type: 'list',
          items: [
            'Draw up your list in November and agree on amounts for each group of clients.',
            'Ask us for a quote and order on invoice, just as with your other business purchases.',
            'Order physical cards early: orders before 17:00 on a working day are dispatched the same day and arrive in two to four working days, and larger orders are sent by registered post.',
            'Keep a few cards from one of our blank card packs in reserve for the contacts you forgot; they are activated within 24 hours.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Done well, a year-end gift is a small investment in the next twelve months of working together. Done thoughtfully, it is also simply a pleasant way to close the year.',
        },
        { type: 'products', title: 'Gift cards for clients' },
      ],
    },

    // ─── Good to know ────────────────────────────────────────────────────────────────────────────
    {
      slug: 'how-to-check-your-gift-card-balance',
      category: 'good-to-know',
      title: 'How to check the balance on your gift card',
      excerpt: 'Not sure how much is left on your gift card? How to check your balance in under a minute, and how to make the most of what remains.',
      author: SOPHIE,
      publishedOn: '2025-06-03',
      heroMotif: 'electronics',
      heroAlt: 'Illustration of a computer screen on a dark blue background.',
      teaserCategories: ['fashion', 'restaurants', 'electronics'],
      body: [
        {
          type: 'paragraph',
          text: 'It happens to all of us: a gift card sits in a wallet or an inbox for a few months, gets used once, and then nobody quite remembers how much is left on it. Checking is quick, and it is worth doing before you head to the till or the online checkout.',
        },
        { type: 'heading', text: 'What you need' },
        {
          type: 'paragraph',
          text: 'For cards bought from us, you need two numbers. You will find both on the physical card, or in the e-mail that came with your digital card:',
        },
        {
          type: 'list',
          items: ['the card number, which has 19 digits', 'the PIN, which has 6 digits'],
        },
        {
          type: 'paragraph',
          text: 'Treat the PIN the way you would treat the PIN of a bank card. Anyone who has both numbers can see the balance, so only share them with the person you are giving the card to.',
        },
        { type: 'heading', text: 'Checking your balance step by step' },
        {
          type: 'list',
          items: [
            'Go to the balance check page on our website.',
            'Enter the 19-digit card number exactly as it appears on the card or in the e-mail.',
            'Enter the 6-digit PIN.',
            'Confirm, and the current balance appears on the screen.',
          ],
        },
        {
          type: 'paragraph',
          text: 'That is all. You do not need an account, and it works just as well on a phone in the queue as on a computer at home.',
        },
        {
          type: 'paragraph',
          text: 'If you received a digital card, save the e-mail in a separate folder or mark it as important. That way you can find the numbers again in seconds when you are ready to shop.',
        },
        {
          type: 'image',
          motif: 'electronics',
          caption: 'Checking a balance takes less than a minute on a phone or computer.',
          alt: 'Illustration of a computer screen drawn in white lines on dark blue.',
        },
        { type: 'heading', text: "When the numbers don't add up" },
        {
          type: 'paragraph',
          text: 'If the balance is different from what you expected, think back to recent purchases first: a small online order or a split payment in a shop is easy to forget. Check that you typed every digit correctly, too; with 19 of them, a slip happens to everyone. Still unsure? Contact our customer service with the card number to hand and we will look into it with you. Please never send us the PIN by e-mail.',
        },
        {
          type: 'quote',
          text: 'Most balance questions turn out to be a coffee or a cinema ticket someone forgot they had paid for. It takes two minutes to sort out, and people are always relieved.',
          source: 'Lena, customer service',
        },
        { type: 'heading', text: "Making the most of what's left" },
        {
          type: 'paragraph',
          text: 'A small remaining balance is easy to spend. Keep it for a coffee, a paperback or a film, or combine it with another payment method at the checkout where the brand allows it. Writing the balance on a sticky note next to the card saves you checking again next time.',
        },
        {
          type: 'paragraph',
          text: 'A remaining balance is also a good excuse for a small treat you would not normally buy yourself: a magazine for the train, a special tea or a pair of cheerful socks.',
        },
        {
          type: 'paragraph',
          text: 'One more reason to keep an eye on your card: every month, on the first Monday, we hold our balance doubler draw, in which one winner has their gift card balance doubled. Knowing what is on your card makes that kind of news all the sweeter.',
        },
        { type: 'products', title: 'Gift cards for your next treat' },
      ],
    },
    {
      slug: 'digital-or-physical-gift-card',
      category: 'good-to-know',
      title: 'Digital or physical gift card: which should you choose?',
      excerpt: 'E-mail within the hour or a card in the post? We compare digital and physical gift cards, so you can pick the right one for the occasion.',
      author: SOPHIE,
      publishedOn: '2025-10-14',
      heroMotif: 'electronics',
      heroAlt: 'Illustration of a computer screen on a dark blue background, standing for a gift card sent by e-mail.',
      teaserCategories: ['electronics', 'fashion', 'books'],
      body: [
        {
          type: 'paragraph',
          text: 'Once you have picked the brand, there is one more decision to make: should the gift card arrive in an inbox or through the letterbox? Both carry the value you choose, but they suit different situations and different people. Here is how to decide.',
        },
        { type: 'heading', text: 'Digital gift cards: fast and flexible' },
        {
          type: 'paragraph',
          text: 'A digital gift card is delivered by e-mail within an hour of your order. That makes it the obvious choice when time is short, or when the receiver lives in another town and you cannot hand the present over yourself.',
        },
        {
          type: 'list',
          items: [
            'Ideal for last-minute gifts and birthdays you almost forgot',
            'No postage, no waiting and nothing to get lost in the post',
            'Easy to forward to someone who lives further away',
            'A natural fit for people who do most of their shopping online',
          ],
        },
        { type: 'heading', text: 'Physical gift cards: something to unwrap' },
        {
          type: 'paragraph',
          text: 'A physical gift card is a plastic card that we send to you by post. Orders placed before 17:00 on a working day are dispatched the same day and usually arrive within two to four working days. What you gain in return for the short wait is the moment of handing it over.',
        },
        {
          type: 'list',
          items: [
            'Optional gift packaging, so it is ready to give',
            'A personal message of up to 150 characters',
            'Fits neatly into a birthday card, a stocking or alongside a small present',
            'A good choice for people who prefer shopping in person',
          ],
        },
        {
          type: 'image',
          motif: 'electronics',
          caption: 'Digital or physical: the right choice depends on how and when you want to give.',
          alt: 'Illustration of a computer screen drawn in white lines on dark blue.',
        },
        { type: 'heading', text: 'Which one for which occasion?' },
        {
          type: 'paragraph',
          text: 'As a rule of thumb: if the gift will be handed over in person at a party or under the tree, go physical. If the occasion is tomorrow, the receiver is far away, or you simply want to send a spontaneous thank-you, go digital. For colleagues working remotely, digital cards save everyone time; for a team event, physical cards make a nicer moment.',
        },
        {
          type: 'paragraph',
          text: 'Think about the receiver, too. Some people love the ritual of opening an envelope; others would rather have everything on their phone and would probably lose a plastic card within a week. If you know which type they are, the decision makes itself.',
        },
        {
          type: 'quote',
          text: "I send digital cards to my nephews because they live at the other end of the country, but for my mum it's always a physical one in a proper envelope. She likes to put it on the mantelpiece.",
          source: 'James, customer',
        },
        { type: 'heading', text: 'Whatever you choose' },
        {
          type: 'paragraph',
          text: 'Both versions come with a 19-digit card number and a 6-digit PIN, so the receiver can check the balance at any time on our balance check page. Keep your order confirmation until the card has been used, and let the receiver know where to find the numbers, especially if the e-mail went to your inbox rather than theirs.',
        },
        {
          type: 'paragraph',
          text: 'And if you really cannot decide, there is no rule against both: a digital card for the day itself and a small physical one to unwrap when you next meet.',
        },
        { type: 'products', title: 'Gift cards to match' },
      ],
    },
    {
      slug: 'creative-ways-to-wrap-a-gift-card',
      category: 'good-to-know',
      title: 'Ten creative ways to wrap a gift card',
      excerpt: 'A gift card can be as exciting to unwrap as any parcel. Ten creative ways to present one, from a hidden book compartment to a treasure hunt.',
      author: HANNAH,
      publishedOn: '2026-03-10',
      heroMotif: 'home',
      heroAlt: 'Illustration of a simple house on an amber background, for gift ideas made at home.',
      teaserCategories: ['home', 'books', 'food'],
      body: [
        {
          type: 'paragraph',
          text: "A gift card is small, flat and, let's be honest, not the most dramatic thing to unwrap. But with a little imagination, the moment of giving can be just as memorable as the gift itself. Here are our favourite ideas, from five-minute tricks to small projects for a rainy afternoon.",
        },
        { type: 'heading', text: 'Quick ideas for busy people' },
        {
          type: 'list',
          items: [
            'Use our gift packaging: order a physical card with gift packaging and it arrives ready to give, with your personal message of up to 150 characters.',
            'Tuck it into a book: slide the card between the pages of a paperback, ideally one that hints at the gift.',
            'Pair it with a small treat: a cinema card with a bag of popcorn, a wine card with a corkscrew or a food card with a jar of good jam.',
            'Write a proper note: a handwritten card with a few personal lines makes all the difference.',
          ],
        },
        { type: 'heading', text: 'Ideas with a surprise' },
        {
          type: 'list',
          items: [
            'The box inside a box: wrap the card in a tiny box, then a bigger one, then a bigger one again.',
            'The treasure hunt: hide the card somewhere in the house and leave a trail of clues from room to room.',
            'The sweet jar: bury the card, in a small envelope, in a jar of sweets so it has to be fished out.',
            'The balloon: roll up a note saying where the card is hidden, put it inside a balloon and let them pop it.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Surprise ideas work especially well with children and with anyone who enjoys a little theatre. For more reserved receivers, keep it simple: a beautiful envelope and a few kind words are never wrong.',
        },
        {
          type: 'image',
          motif: 'home',
          caption: 'A little ribbon and a handwritten note turn a card into a present.',
          alt: 'Illustration of a house drawn in white lines on amber.',
        },
        { type: 'heading', text: 'Ideas that match the gift' },
        {
          type: 'list',
          items: [
            'Travel gift card: slip it into a passport holder or fold it into a map of the destination you have in mind.',
            'Wellness gift card: wrap it in a fluffy towel tied with ribbon, perhaps with a scented candle on top.',
          ],
        },
        {
          type: 'paragraph',
          text: 'The themed approach works for almost any category. A sport card can travel inside a new pair of socks, a home card can hang from a houseplant, and a book card fits perfectly inside a bookmark sleeve.',
        },
        {
          type: 'quote',
          text: "My favourite was a customer who hid a cinema card in an empty popcorn box and asked for the message 'Look inside, not at the screen'. It made the whole team smile.",
          source: 'Lena, customer service',
        },
        { type: 'heading', text: "Don't forget the practical bit" },
        {
          type: 'paragraph',
          text: 'However you wrap it, make sure the receiver has what they need to use the card: the physical card with its 19-digit card number and 6-digit PIN, or the e-mail with the details of a digital card. If you print out a digital card to wrap it, keep the original e-mail safe until the gift has been used. And if you hide the card, remember where. The best treasure hunts end with the treasure actually being found.',
        },
        {
          type: 'paragraph',
          text: 'Above all, have fun with it. The few minutes you spend on the presentation tell the receiver that the gift was chosen with care, and that is what they will remember.',
        },
        { type: 'products', title: 'Gift cards to wrap' },
      ],
    },
  ],
};
