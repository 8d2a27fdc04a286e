import { ForbiddenPage } from '@/features/auth/ForbiddenPage';

export default ForbiddenPage;
