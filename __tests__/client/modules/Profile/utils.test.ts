import {
  audienceNote,
  contactAudienceNote,
  discordAuthorizeUrl,
  formatLocation,
  presentContacts,
  readDiscordToken,
  splitIntoColumns,
} from '@/modules/Profile/utils';

describe('Profile utils', () => {
  it('deals cards round-robin into the masonry columns', () => {
    expect(splitIntoColumns([1, 2, 3, 4, 5], 2)).toEqual([
      [1, 3, 5],
      [2, 4],
    ]);
    expect(splitIntoColumns([1, 2], 4)).toEqual([[1], [2], [], []]);
    expect(splitIntoColumns([1, 2], 0)).toEqual([[1, 2]]);
  });

  it('says in words who can see a part (rules.md R19.2)', () => {
    expect(audienceNote({ all: true, mentor: false, student: false })).toBe('Who can see this: everyone');
    expect(audienceNote({ all: false, mentor: true, student: true })).toBe(
      'Who can see this: mentors and your students, and course staff',
    );
    expect(audienceNote({ all: false, mentor: false, student: false })).toBe('Who can see this: course staff');
    expect(contactAudienceNote('epamEmail', undefined)).toBe('Who can see this: you, admins and course managers');
  });

  it('lists only the filled-in contacts, with links where they make sense', () => {
    expect(presentContacts({ email: 'a@b.io', phone: '+1 22', skype: ' ', notes: null })).toEqual([
      { key: 'email', label: 'E-mail', value: 'a@b.io', href: 'mailto:a@b.io' },
      { key: 'phone', label: 'Phone', value: '+1 22', href: 'tel:+122' },
    ]);
    expect(formatLocation('Riga', null)).toBe('Riga');
    expect(formatLocation(' ', undefined)).toBeUndefined();
  });

  it('builds the Discord implicit-flow address and reads the token Discord puts in the hash', () => {
    const url = new URL(discordAuthorizeUrl('123', 'http://localhost:3000/profile', 'st'));
    expect(url.origin + url.pathname).toBe('https://discord.com/api/oauth2/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: '123',
      redirect_uri: 'http://localhost:3000/profile',
      response_type: 'token',
      scope: 'identify',
      state: 'st',
    });
    expect(readDiscordToken('#token_type=Bearer&access_token=abc&expires_in=604800&state=st')).toEqual({
      accessToken: 'abc',
      tokenType: 'Bearer',
      state: 'st',
    });
    expect(readDiscordToken('#foo=bar')).toBeNull();
  });
});
