import { Module } from '@nestjs/common';
import { DeleteUserController } from './delete-user/delete-user.controller.js';
import { DeleteUserHandler } from './delete-user/delete-user.handler.js';
import { EraseAccountController } from './erase-account/erase-account.controller.js';
import { EraseAccountHandler } from './erase-account/erase-account.handler.js';
import { ListUsersController } from './list-users/list-users.controller.js';
import { ListUsersHandler } from './list-users/list-users.handler.js';
import { LogoutController } from './logout/logout.controller.js';
import { DeviceCookies } from './login/device-cookie.js';
import { LoginController } from './login/login.controller.js';
import { LoginHandler } from './login/login.handler.js';
import { LoginThrottle } from './login/login-throttle.js';
import { RegisterController } from './register/register.controller.js';
import { RegisterHandler } from './register/register.handler.js';
import { SeedDemoAccounts } from './seed-demo-accounts.js';
import { SetPasswordController } from './set-password/set-password.controller.js';
import { SetPasswordHandler } from './set-password/set-password.handler.js';
import { UpdateUserController } from './update-user/update-user.controller.js';
import { UpdateUserHandler } from './update-user/update-user.handler.js';
import { UserDirectoryModule } from './user-directory.js';
import { DevLoginCodesController } from './dev-login-codes/dev-login-codes.controller.js';
import { LoginCodeHasher } from './login-codes/login-code-hasher.js';
import { RequestLoginCodeController } from './request-login-code/request-login-code.controller.js';
import { RequestLoginCodeHandler } from './request-login-code/request-login-code.handler.js';
import { smsSenderProvider } from './sms/sms-sender.provider.js';
import { VerifyLoginCodeController } from './verify-login-code/verify-login-code.controller.js';
import { VerifyLoginCodeHandler } from './verify-login-code/verify-login-code.handler.js';

/** Accounts: register, login (with its limits), login by OTP (with its SMS sender), setting a first password, the admin's user management, and the demo accounts. */
@Module({
  imports: [UserDirectoryModule],
  controllers: [
    RegisterController,
    LoginController,
    RequestLoginCodeController,
    VerifyLoginCodeController,
    DevLoginCodesController,
    LogoutController,
    ListUsersController,
    UpdateUserController,
    DeleteUserController,
    EraseAccountController,
    SetPasswordController,
  ],
  providers: [
    SeedDemoAccounts,
    LoginThrottle,
    DeviceCookies,
    LoginCodeHasher,
    smsSenderProvider,
    RequestLoginCodeHandler,
    VerifyLoginCodeHandler,
    RegisterHandler,
    LoginHandler,
    ListUsersHandler,
    UpdateUserHandler,
    DeleteUserHandler,
    EraseAccountHandler,
    SetPasswordHandler,
  ],
  exports: [UserDirectoryModule, smsSenderProvider],
})
export class IdentityModule {}
