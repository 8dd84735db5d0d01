import { describe, expect, it } from 'vitest'
import { tablesRead, TableVersions, type ConnectionWrites } from './table-versions'

describe('TableVersions', () => {
  const setup = () => ({ versions: new TableVersions(), connection: { written: null } as ConnectionWrites })

  it('raises the table a write names, quoted or not, and only that one', () => {
    const { versions, connection } = setup()
    const users = versions.versionOf(['users'])
    const events = versions.versionOf(['events'])
    expect(versions.noteStatement('insert into "users" ("email") values ($1)', connection)).toEqual(['users'])
    expect(versions.versionOf(['users'])).not.toBe(users)
    expect(versions.versionOf(['events'])).toBe(events)
    for (const text of ['update events set name = $1', 'DELETE FROM "public"."events" where id = $1']) {
      const before = versions.versionOf(['events'])
      expect(versions.noteStatement(text, connection)).toEqual(['events'])
      expect(versions.versionOf(['events'])).not.toBe(before)
    }
  })

  it('raises the users with the membership records, whose writes a trigger copies onto users', () => {
    const { versions, connection } = setup()
    const users = versions.versionOf(['users'])
    expect(versions.noteStatement('delete from "user_memberships" where "id" = $1', connection)).toEqual([
      'user_memberships',
      'users',
    ])
    expect(versions.versionOf(['users'])).not.toBe(users)
  })

  it('changes nothing for reads and transaction control', () => {
    const { versions, connection } = setup()
    const before = versions.versionOf(['users'])
    for (const text of [
      'select "id" from "users" where "updated_at" > $1 for update',
      'with recent as (select id from users) select * from recent',
      'begin',
      'savepoint a',
      'rollback to savepoint a',
      'set local statement_timeout = 1000',
    ])
      expect(versions.noteStatement(text, connection)).toBeNull()
    expect(versions.versionOf(['users'])).toBe(before)
  })

  it('raises a transaction’s tables again when it commits, and forgets them when it rolls back', () => {
    const { versions, connection } = setup()
    versions.noteStatement('begin', connection)
    versions.noteStatement('update "users" set "first_name" = $1', connection)
    versions.noteStatement('insert into "notifications" ("title") values ($1)', connection)
    expect([...(versions.noteStatement('commit', connection) as Iterable<string>)].sort()).toEqual([
      'notifications',
      'users',
    ])
    versions.noteStatement('begin', connection)
    versions.noteStatement('delete from "users"', connection)
    expect(versions.noteStatement('rollback', connection)).toBeNull()
    expect(versions.noteStatement('commit', connection)).toBeNull()
  })

  it('raises every table for a statement it cannot read the target of', () => {
    const { versions, connection } = setup()
    const before = [versions.versionOf(['users']), versions.versionOf(['events'])]
    for (const text of [
      'with moved as (delete from "line_items" returning *) insert into "archive" select * from moved',
      'alter table "users" add column "x" text',
      'copy users from stdin',
    ]) {
      expect(versions.noteStatement(text, connection)).toBe('all')
    }
    expect(versions.versionOf(['users'])).not.toBe(before[0])
    expect(versions.versionOf(['events'])).not.toBe(before[1])
    expect(connection.written).toBe('all')
    expect(versions.noteStatement('commit', connection)).toBe('all')
  })
})

describe('tablesRead', () => {
  it('lists every table a statement reads from or joins, subqueries included', () => {
    expect(
      tablesRead(
        'select "id", (select count(*) from (select 1 from "users" where exists (select 1 from user_memberships um ' +
          'where um.user_id = "users"."id") limit $1) capped) from "users" inner join "addresses" on true',
      ),
    ).toEqual(['addresses', 'user_memberships', 'users'])
  })
})
