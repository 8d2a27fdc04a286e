import { describe, it, expect } from 'vitest';
import { detectDeployEnv, isHabitDomain } from './environment';

describe('detectDeployEnv', () => {
  it('treats hosts starting with "dev." as development', () => {
    expect(detectDeployEnv('dev.habit.com')).toBe('development');
    expect(detectDeployEnv('DEV.Habit.com')).toBe('development');
  });
  it('does not treat "dev" elsewhere as development', () => {
    expect(detectDeployEnv('devon.habit.com')).toBe('production');
    expect(detectDeployEnv('kim.dev-habit.com')).toBe('production');
    expect(detectDeployEnv('habit.dev')).toBe('production');
  });
  it('treats localhost as development', () => {
    expect(detectDeployEnv('localhost')).toBe('development');
    expect(detectDeployEnv('localhost:8080')).toBe('development');
    expect(detectDeployEnv('kim.localhost')).toBe('development');
    expect(detectDeployEnv('LOCALHOST')).toBe('development');
  });
  it('treats a :300x port as development', () => {
    expect(detectDeployEnv('127.0.0.1:3000')).toBe('development');
    expect(detectDeployEnv('192.168.0.10:3001')).toBe('development');
    expect(detectDeployEnv('habit.com:3000')).toBe('development');
  });
  it('other ports are production', () => {
    expect(detectDeployEnv('habit.com:443')).toBe('production');
    expect(detectDeployEnv('habit.com:8080')).toBe('production');
    expect(detectDeployEnv('127.0.0.1:4000')).toBe('production');
  });
  it('treats the realtor dev host and its subdomains as development', () => {
    const opts = { realtorDevHost: 'realtor-dev.habit.com' };
    expect(detectDeployEnv('realtor-dev.habit.com', opts)).toBe('development');
    expect(detectDeployEnv('kim.realtor-dev.habit.com', opts)).toBe('development');
    expect(detectDeployEnv('KIM.Realtor-Dev.Habit.com', opts)).toBe('development');
    expect(detectDeployEnv('kim.realtor-dev.habit.com:443', opts)).toBe('development');
    expect(detectDeployEnv('kim.realtor-dev.habit.com', { realtorDevHost: 'REALTOR-DEV.HABIT.COM' })).toBe('development');
  });
  it('requires a dot boundary for the realtor dev host', () => {
    const opts = { realtorDevHost: 'realtor-dev.habit.com' };
    expect(detectDeployEnv('evilrealtor-dev.habit.com', opts)).toBe('production');
    expect(detectDeployEnv('realtor-dev.habit.com.evil.com', opts)).toBe('production');
  });
  it('ignores an empty realtor dev host', () => {
    expect(detectDeployEnv('habit.com', { realtorDevHost: '' })).toBe('production');
    expect(detectDeployEnv('habit.com', {})).toBe('production');
  });
  it('everything else is production', () => {
    expect(detectDeployEnv('habit.com')).toBe('production');
    expect(detectDeployEnv('www.habit.com')).toBe('production');
    expect(detectDeployEnv('kim.habit.com')).toBe('production');
    expect(detectDeployEnv('janedoe-realty.com')).toBe('production');
    expect(detectDeployEnv('')).toBe('production');
  });
});

describe('isHabitDomain', () => {
  const roots = { local: 'localhost:3000', dev: 'dev.habit.com', production: 'habit.com' };

  it('matches each root host', () => {
    expect(isHabitDomain('localhost:3000', roots)).toBe(true);
    expect(isHabitDomain('dev.habit.com', roots)).toBe(true);
    expect(isHabitDomain('habit.com', roots)).toBe(true);
  });
  it('ignores the port', () => {
    expect(isHabitDomain('localhost', roots)).toBe(true);
    expect(isHabitDomain('localhost:3001', roots)).toBe(true);
    expect(isHabitDomain('habit.com:443', roots)).toBe(true);
  });
  it('ignores case, surrounding whitespace and a trailing dot', () => {
    expect(isHabitDomain('HABIT.COM', roots)).toBe(true);
    expect(isHabitDomain(' Dev.Habit.Com ', roots)).toBe(true);
    expect(isHabitDomain('habit.com.', roots)).toBe(true);
  });
  it('strips a leading www.', () => {
    expect(isHabitDomain('www.habit.com', roots)).toBe(true);
    expect(isHabitDomain('WWW.habit.com:443', roots)).toBe(true);
    expect(isHabitDomain('habit.com', { ...roots, production: 'www.habit.com' })).toBe(true);
  });
  it('rejects realtor custom domains and subdomains of the roots', () => {
    expect(isHabitDomain('janedoe-realty.com', roots)).toBe(false);
    expect(isHabitDomain('kim.habit.com', roots)).toBe(false);
    expect(isHabitDomain('habit.com.evil.com', roots)).toBe(false);
    expect(isHabitDomain('nothabit.com', roots)).toBe(false);
    expect(isHabitDomain('www.www.habit.com', roots)).toBe(false);
  });
  it('never matches empty host or empty roots', () => {
    expect(isHabitDomain('', roots)).toBe(false);
    expect(isHabitDomain('', { local: '', dev: '', production: '' })).toBe(false);
    expect(isHabitDomain('habit.com', { local: '', dev: '', production: '' })).toBe(false);
  });
});
