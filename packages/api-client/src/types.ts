// Wire shapes per decisions D5/D6/D18 (the names the app codes against).
export type Role = 'user' | 'admin';

export interface NamedRef {
  _id: string;
  name: string;
}

export interface LoginRequest {
  email: string;
  password: string;
}

export interface LoginResponse {
  token: string;
  role: Role;
  id: string;
  firstName: string;
  lastName: string;
  phone: string;
  address?: string | null;
  city?: NamedRef | string | null;
  email: string;
  image?: string | null;
}

export interface RegisterRequest {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  password: string;
  address?: string;
  city: string;
}

export interface Me {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address?: string | null;
  city?: NamedRef | null;
  image?: string | null;
  role: Role;
}

export interface ProfileUpdate {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  address?: string;
  city?: string;
}

export interface Preferences {
  isEmail: boolean;
  isNotification: boolean;
}

export type SubscriptionStatus = 'pending' | 'active' | 'expired' | 'cancelled';

export interface Subscription {
  _id?: string;
  startDate?: string | null;
  endDate?: string | null;
  status: SubscriptionStatus;
  referenceNumber?: string | null;
}

export interface ContactRequest {
  name: string;
  email: string;
  message: string;
}

export type AccountStatus = 'pending' | 'approved' | 'rejected' | 'blocked';

export interface AdminUser {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | null;
  city?: NamedRef | null;
  role: Role;
  status: AccountStatus;
  createdAt?: string;
}

export interface AdminSubscription extends Subscription {
  _id: string;
  user: { _id: string; firstName: string; lastName: string; email: string };
}

export interface ContactMessage {
  _id: string;
  name: string;
  email: string;
  message: string;
  createdAt: string;
}

export interface ListResponse<T> {
  data: T[];
}
